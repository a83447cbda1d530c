// The zod resolver's messages in the shop's language keywords. Generated schemas carry no messages of their own,
// so each issue is turned into one short sentence a shopper understands, with the limit filled in.
import type { Translate } from '@/lib/i18n';

/** The parts of a zod 4 issue the messages read (kept loose so the raw and finalised issue shapes both fit). */
export interface IssueLike {
  code: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
  format?: unknown;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const issueMessage = (issue: IssueLike, t: Translate): string => {
  if (isBlank(issue.input) && issue.code !== 'custom') return t('This field is required');
  switch (issue.code) {
    case 'invalid_format':
      return issue.format === 'email'
        ? t('Please enter a valid email address')
        : t('Please check this field');
    case 'too_small':
      return issue.origin === 'string'
        ? t('Please use at least {min} characters', { min: Number(issue.minimum) })
        : t('Please enter at least {min}', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('Please use at most {max} characters', { max: Number(issue.maximum) })
        : t('Please enter at most {max}', { max: Number(issue.maximum) });
    case 'invalid_type':
      return issue.input === '' ? t('This field is required') : t('Please check this field');
    default:
      return t('Please check this field');
  }
};
