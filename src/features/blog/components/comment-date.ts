// Comment dates arrive as ISO timestamps; shown as a day in the reader's language (UTC, so every reader and every
// screenshot sees the same day). An unreadable date is left out rather than shown as "Invalid Date".
export function commentDate(value: string | null | undefined, locale: string) {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return {
    dateTime: date.toISOString(),
    label: date.toLocaleDateString(locale || undefined, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}
