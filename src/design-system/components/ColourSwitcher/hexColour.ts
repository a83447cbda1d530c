const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#0B5CAD", "0b5cad", "#0bd" → "#0b5cad" / "#00bbdd"; anything else → null. */
export function normaliseHex(input: string): string | null {
  const match = HEX.exec(input.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? Array.from(match[1], (d) => d + d).join('') : match[1];
  return `#${digits.toLowerCase()}`;
}
