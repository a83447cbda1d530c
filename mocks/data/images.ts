/**
 * Deterministic placeholder images: a coloured tile with a label, as a `data:image/svg+xml` URL, so the demo shop
 * never touches the network. The SVG scales with `slice`, so one URL serves every backend size (190×230, 72×72…).
 * Colours derive from the label (or an explicit hue), so the same thing always looks the same.
 * (A production Content-Security-Policy must allow `img-src data:` for the demo build.)
 */
import { fnv1a } from '../domain/random';

export interface PlaceholderOptions {
  width?: number;
  height?: number;
  /** 0–359; default from the label. */
  hue?: number;
  /** Second line under the label. */
  caption?: string;
  /** `light` tiles (default) or `dark` banners. */
  tone?: 'light' | 'dark';
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** Keep labels short enough to fit a tile. */
function fit(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function hueOf(text: string): number {
  return fnv1a(text) % 360;
}

export function placeholderSvg(label: string, options: PlaceholderOptions = {}): string {
  const width = options.width ?? 400;
  const height = options.height ?? 400;
  const hue = options.hue ?? hueOf(label);
  const dark = options.tone === 'dark';
  const background = dark ? `hsl(${hue} 45% 28%)` : `hsl(${hue} 70% 88%)`;
  const accent = dark ? `hsl(${(hue + 30) % 360} 55% 40%)` : `hsl(${(hue + 30) % 360} 65% 80%)`;
  const ink = dark ? `hsl(${hue} 30% 96%)` : `hsl(${hue} 45% 24%)`;
  const size = Math.max(10, Math.round(Math.min(width, height) / 9));
  const maxChars = Math.max(6, Math.floor((width / size) * 1.7));
  const caption = options.caption
    ? `<text x='50%' y='64%' font-size='${Math.round(size * 0.6)}' fill='${ink}' opacity='.75'>${escapeXml(fit(options.caption, maxChars + 6))}</text>`
    : '';
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}' preserveAspectRatio='xMidYMid slice'>` +
    `<rect width='100%' height='100%' fill='${background}'/>` +
    `<circle cx='${Math.round(width * 0.85)}' cy='${Math.round(height * 0.15)}' r='${Math.round(Math.min(width, height) * 0.35)}' fill='${accent}'/>` +
    `<g font-family='system-ui,sans-serif' text-anchor='middle' dominant-baseline='middle'>` +
    `<text x='50%' y='${caption ? '46%' : '50%'}' font-size='${size}' font-weight='600' fill='${ink}'>${escapeXml(fit(label, maxChars))}</text>` +
    caption +
    `</g></svg>`
  );
}

/** A placeholder as a data URL (URL-encoded SVG, smaller than base64). */
export function placeholderImage(label: string, options: PlaceholderOptions = {}): string {
  return `data:image/svg+xml,${encodeURIComponent(placeholderSvg(label, options))}`;
}

/** Common shapes used by the catalogue. */
export const imageSizes = {
  product: { width: 400, height: 480 },
  square: { width: 300, height: 300 },
  logo: { width: 200, height: 200 },
  banner: { width: 1200, height: 400 },
  wideBanner: { width: 1920, height: 412 },
  categoryBanner: { width: 835, height: 200 },
  blog: { width: 800, height: 450 },
  avatar: { width: 96, height: 96 },
} as const;
