import { useState } from 'react';
import { useStorefront } from '@/lib/session';
import { agreementsFor, type Agreement, type AgreementSetting } from './agreements';

export interface AgreementsState {
  agreements: Agreement[];
  accepted: ReadonlySet<AgreementSetting>;
  setAccepted: (setting: AgreementSetting, accepted: boolean) => void;
  /** Those still unticked after a submit was tried (none before: no message until the shopper tries). */
  missing: Agreement[];
  /** Call on submit: whether every agreement is ticked (and, if not, start showing what is missing). */
  confirm: () => boolean;
}

/** The sign-up's agreement checkboxes: which to show (from the settings) and which are ticked. */
export function useAgreements(kinds: readonly AgreementSetting[]): AgreementsState {
  const { settings } = useStorefront();
  const agreements = agreementsFor(settings, kinds);
  const [accepted, setAcceptedSet] = useState<ReadonlySet<AgreementSetting>>(new Set());
  const [tried, setTried] = useState(false);
  const unticked = agreements.filter((agreement) => !accepted.has(agreement.setting));
  return {
    agreements,
    accepted,
    setAccepted: (setting, yes) =>
      setAcceptedSet((current) => {
        const next = new Set(current);
        if (yes) next.add(setting);
        else next.delete(setting);
        return next;
      }),
    missing: tried ? unticked : [],
    confirm: () => {
      setTried(true);
      return unticked.length === 0;
    },
  };
}
