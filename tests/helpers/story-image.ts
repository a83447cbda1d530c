// Local pictures for fixtures: SVG data URLs, so stories and tests never depend on the network.

/** A local picture (an SVG data URL): a plain picture with a label, never a network request. */
export function storyImage(label: string, hue: number, width = 190, height = 230): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 45% 62%)"/>` +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="hsl(${hue} 50% 85%)"/>` +
    `<text x="50%" y="${height - Math.round(height / 10)}" text-anchor="middle" font-family="sans-serif" ` +
    `font-size="${Math.max(10, Math.round(width / 12))}" fill="hsl(${hue} 60% 20%)">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
