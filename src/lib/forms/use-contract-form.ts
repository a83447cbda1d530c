// One way to build a form over a generated zod request schema: validation with the shop's words, a draft that
// survives a failed request and a reload (secrets excluded), and 422 messages on their fields.
import '../zod-csp.ts';
import { useEffect, useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/v4/core';
import { useT } from '@/lib/i18n';
import { clearDraft, mergeDraft, readDraft, writeDraft } from './drafts.ts';
import { useDraftOwner } from './draft-owner.ts';
import { issueMessage, type IssueLike } from './zod-messages.ts';

export interface ContractFormOptions<Values extends FieldValues> {
  defaultValues: DefaultValues<Values>;
  /** Name of the draft in sessionStorage (e.g. 'register'), kept under its owner; no draft without it. */
  draftKey?: string;
  /** Fields never written to the draft besides the always-secret ones (password, otp, captcha…). */
  secretFields?: readonly string[];
  mode?: UseFormProps<Values>['mode'];
}

export type ContractForm<Values extends FieldValues, Output> = UseFormReturn<Values, unknown, Output> & {
  /** Forget the draft: call it when the request succeeded. */
  clearDraft: () => void;
};

export function useContractForm<Schema extends z.$ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  { defaultValues, draftKey, secretFields = [], mode = 'onTouched' }: ContractFormOptions<z.input<Schema>>,
): ContractForm<z.input<Schema>, z.output<Schema>> {
  const t = useT();
  const owner = useDraftOwner();
  // Read once: a later change of defaults must not overwrite what the shopper is typing.
  const [initialValues] = useState(() =>
    draftKey === undefined
      ? defaultValues
      : mergeDraft(defaultValues as Record<string, unknown>, readDraft(draftKey, owner)),
  );
  const resolver = useMemo(
    () => zodResolver(schema, { error: (issue) => issueMessage(issue as unknown as IssueLike, t) }),
    [schema, t],
  );
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues: initialValues as DefaultValues<z.input<Schema>>,
    mode,
  });

  const { subscribe } = form;
  useEffect(() => {
    if (draftKey === undefined) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft(draftKey, owner, values as Record<string, unknown>, secretFields),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the secret list is fixed for a form's lifetime
  }, [subscribe, draftKey, owner]);

  return {
    ...form,
    clearDraft: () => {
      if (draftKey !== undefined) clearDraft(draftKey, owner);
    },
  };
}
