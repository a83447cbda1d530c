import { Link as RouterLink } from 'react-router';
import { Checkbox } from '@/design-system/components/Checkbox';
import { FormField } from '@/design-system/components/FormField';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import type { Agreement } from './agreements';
import type { AgreementsState } from './use-agreements';

function AgreementLink({ agreement }: { agreement: Agreement }) {
  const t = useT();
  const title = t(agreement.title);
  if (!agreement.href) return <>{title}</>;
  // Opened beside the form, so what was typed stays on screen.
  const external = { external: true, externalLabel: t('(opens in a new tab)') };
  return agreement.href.startsWith('/') ? (
    <Link asChild {...external}>
      <RouterLink
        // link-source: agreementHref() is pageOrAddressHref() (safeHref)
        to={agreement.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {title}
      </RouterLink>
    </Link>
  ) : (
    <Link
      // link-source: agreementHref() is pageOrAddressHref() (safeHref)
      href={agreement.href}
      {...external}
    >
      {title}
    </Link>
  );
}

/** One checkbox per agreement the shop set; the message names those still unticked after a submit. */
export function AgreementChecks({ state }: { state: AgreementsState }) {
  const t = useT();
  const { agreements, accepted, setAccepted, missing } = state;
  if (agreements.length === 0) return null;
  const error =
    missing.length > 0 ? (
      <span role="alert">
        {t('Please accept the {agreements} to continue.', {
          agreements: missing.map((agreement) => t(agreement.title)).join(', '),
        })}
      </span>
    ) : undefined;
  return (
    <FormField group label={t('Agreements')} hideLabel error={error}>
      <Stack gap="2">
        {agreements.map((agreement) => (
          <Checkbox
            key={agreement.setting}
            name={agreement.setting}
            label={
              <>
                {t('I agree to the')} <AgreementLink agreement={agreement} />
              </>
            }
            checked={accepted.has(agreement.setting)}
            invalid={missing.includes(agreement)}
            onCheckedChange={(checked) => setAccepted(agreement.setting, checked === true)}
          />
        ))}
      </Stack>
    </FormField>
  );
}
