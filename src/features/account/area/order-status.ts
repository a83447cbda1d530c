// The backend's status values (`on_the_way`, `refunded_to_wallet`) as the language keywords spell them
// ("On The Way"), so every status reads in the shop's language without a table to keep in step.
const SPECIAL: Record<string, string> = { confirm: 'Confirmed' };

export const statusKeyword = (status: string): string =>
  SPECIAL[status] ??
  status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
