/**
 * Families a Debian or Ubuntu machine may carry, but the project does not ship. Runs in the browser: returns those
 * Chromium can render, by comparing each one's text width with a family that exists nowhere (both fall back to the
 * same default when the family is not visible). Self-contained, so Playwright can pass it to `page.evaluate`.
 */
export function visibleSystemFonts(): string[] {
  const families = [
    'DejaVu Sans',
    'DejaVu Serif',
    'DejaVu Sans Mono',
    'Liberation Sans',
    'Liberation Serif',
    'Liberation Mono',
    'Noto Sans',
    'Noto Serif',
    'Noto Color Emoji',
    'FreeSans',
    'Ubuntu',
    'Cantarell',
    'Roboto',
  ];
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return ['(no 2d canvas)'];
  const sample = 'mmmmmmmmmmlliiWW@#0123456789 Quick brown fox';
  const width = (family: string) => {
    context.font = `32px "${family}"`;
    return context.measureText(sample).width;
  };
  const missing = width('No Such Family 7f3a');
  return families.filter((family) => width(family) !== missing);
}
