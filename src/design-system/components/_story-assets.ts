// Local, deterministic images for stories and tests: inline SVG data URLs, so no story depends on the network.
// Colours here are picture content, not UI styling, so they sit outside the theme tokens on purpose.

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

type Picture = {
  width: number;
  height: number;
  hue: number;
  label: string;
  shape?: 'bag' | 'shoe' | 'watch' | 'logo';
};

const shapes = {
  bag: (w: number, h: number) =>
    `<rect x="${w * 0.3}" y="${h * 0.38}" width="${w * 0.4}" height="${h * 0.38}" rx="${w * 0.04}" fill="hsl(0 0% 100% / .85)"/>` +
    `<path d="M${w * 0.4} ${h * 0.4}v-${h * 0.08}a${w * 0.1} ${w * 0.1} 0 0 1 ${w * 0.2} 0v${h * 0.08}" fill="none" stroke="hsl(0 0% 100% / .85)" stroke-width="${w * 0.03}"/>`,
  shoe: (w: number, h: number) =>
    `<path d="M${w * 0.2} ${h * 0.62}q${w * 0.1}-${h * 0.22} ${w * 0.25}-${h * 0.2}l${w * 0.12} ${h * 0.1}q${w * 0.2} ${h * 0.02} ${w * 0.23} ${h * 0.12}v${h * 0.06}h-${w * 0.6}z" fill="hsl(0 0% 100% / .85)"/>`,
  watch: (w: number, h: number) =>
    `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.2}" fill="none" stroke="hsl(0 0% 100% / .85)" stroke-width="${w * 0.03}"/>` +
    `<path d="M${w / 2} ${h / 2}v-${h * 0.12}M${w / 2} ${h / 2}h${w * 0.08}" stroke="hsl(0 0% 100% / .85)" stroke-width="${w * 0.02}"/>`,
  logo: (w: number, h: number) =>
    `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.3}" fill="hsl(0 0% 100% / .9)"/>`,
};

const picture = ({ width, height, hue, label, shape = 'bag' }: Picture) =>
  svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue} 55% 55%)"/><stop offset="1" stop-color="hsl(${hue + 30} 60% 35%)"/>` +
      `</linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      shapes[shape](width, height) +
      `<text x="50%" y="${height * 0.9}" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(width / 16)}" fill="hsl(0 0% 100%)">${label}</text>` +
      `</svg>`,
  );

export const productImages = {
  bag: picture({ width: 600, height: 600, hue: 210, label: 'Bag', shape: 'bag' }),
  shoe: picture({ width: 600, height: 600, hue: 15, label: 'Shoe', shape: 'shoe' }),
  watch: picture({ width: 600, height: 600, hue: 150, label: 'Watch', shape: 'watch' }),
  lamp: picture({ width: 600, height: 600, hue: 45, label: 'Lamp', shape: 'logo' }),
} as const;

/** A larger rendition of each product picture, for the zoomer's zoom pane. */
export const productImagesLarge = {
  bag: picture({ width: 1600, height: 1600, hue: 210, label: 'Bag', shape: 'bag' }),
  shoe: picture({ width: 1600, height: 1600, hue: 15, label: 'Shoe', shape: 'shoe' }),
  watch: picture({ width: 1600, height: 1600, hue: 150, label: 'Watch', shape: 'watch' }),
  lamp: picture({ width: 1600, height: 1600, hue: 45, label: 'Lamp', shape: 'logo' }),
} as const;

export const productThumbs = {
  bag: picture({ width: 120, height: 120, hue: 210, label: '', shape: 'bag' }),
  shoe: picture({ width: 120, height: 120, hue: 15, label: '', shape: 'shoe' }),
  watch: picture({ width: 120, height: 120, hue: 150, label: '', shape: 'watch' }),
  lamp: picture({ width: 120, height: 120, hue: 45, label: '', shape: 'logo' }),
} as const;

export const bannerImage = picture({
  width: 1200,
  height: 400,
  hue: 260,
  label: 'Summer sale',
  shape: 'bag',
});
export const wideImage = picture({ width: 800, height: 450, hue: 190, label: 'Blog', shape: 'watch' });
export const categoryImage = picture({ width: 400, height: 400, hue: 330, label: 'Fashion', shape: 'shoe' });
export const brandLogo = picture({ width: 300, height: 150, hue: 0, label: 'Acme', shape: 'logo' });
export const shopLogo = picture({ width: 160, height: 160, hue: 100, label: '', shape: 'logo' });
export const avatarImage = picture({ width: 160, height: 160, hue: 280, label: '', shape: 'logo' });

/** The "image could not be loaded" picture shown by LazyImage after its last attempt. */
export const errorImage = svgUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<rect width="100%" height="100%" fill="hsl(220 14% 92%)"/>` +
    `<path d="M220 380l60-80 50 60 30-40 60 60z" fill="hsl(220 9% 60%)"/><circle cx="260" cy="250" r="22" fill="hsl(220 9% 60%)"/>` +
    `</svg>`,
);

/** A 1×1 transparent GIF: handy as a src that "loads" instantly. */
export const blankImage = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
