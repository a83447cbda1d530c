/**
 * Deterministic placeholder images: a pictogram of the product type (phone, shirt, shoe…) on a coloured ground, as
 * a `data:image/svg+xml` URL, so the demo shop never touches the network. The SVG scales with `slice`, so one URL
 * serves every backend size (190×230, 72×72…). Colours derive from the label (or an explicit hue), so the same
 * thing always looks the same.
 *
 * The images contain no text at all, only shapes: text would need a font, and a system font makes screenshot
 * baselines depend on the machine that took them (issue 6). The label chooses the colour (and, without `kind`,
 * the pictogram by keyword); it is never written into the SVG, so it cannot inject markup either.
 * (A production Content-Security-Policy must allow `img-src data:` for the demo build.)
 */
import { fnv1a } from '../domain/random';

/**
 * The pictograms, each drawn in a 100×100 design space with three colours: `$i` ink (the object), `$a` accent
 * (a detail that catches the eye) and `$p` paper (cut-outs, the colour of the disc behind the object).
 */
const PICTOGRAMS = {
  // Electronics
  phone:
    "<rect x='30' y='10' width='40' height='80' rx='8' fill='$i'/><rect x='35' y='19' width='30' height='58' rx='2' fill='$a'/><circle cx='50' cy='83.5' r='2.5' fill='$p'/>",
  laptop:
    "<rect x='21' y='22' width='58' height='42' rx='4' fill='$i'/><rect x='26' y='27' width='48' height='32' rx='1' fill='$a'/><path d='M10 67h80l-5 9H15z' fill='$i'/><rect x='43' y='67' width='14' height='3' rx='1' fill='$p'/>",
  headphones:
    "<path d='M24 62V50a26 26 0 0 1 52 0v12' fill='none' stroke='$i' stroke-width='7'/><rect x='16' y='52' width='18' height='30' rx='7' fill='$i'/><rect x='66' y='52' width='18' height='30' rx='7' fill='$i'/><rect x='29' y='57' width='5' height='20' rx='2' fill='$a'/><rect x='66' y='57' width='5' height='20' rx='2' fill='$a'/>",
  camera:
    "<path d='M36 30l6-9h16l6 9z' fill='$i'/><rect x='12' y='29' width='76' height='52' rx='8' fill='$i'/><circle cx='50' cy='55' r='19' fill='$p'/><circle cx='50' cy='55' r='12' fill='$a'/><rect x='72' y='36' width='9' height='5' rx='2' fill='$p'/>",
  watch:
    "<rect x='39' y='8' width='22' height='84' rx='5' fill='$a'/><rect x='67' y='45' width='7' height='10' rx='2' fill='$i'/><circle cx='50' cy='50' r='21' fill='$i'/><circle cx='50' cy='50' r='15' fill='$p'/><path d='M50 39v11h8' fill='none' stroke='$i' stroke-width='3.5' stroke-linecap='round' stroke-linejoin='round'/>",
  // Fashion
  shirt:
    "<path d='M37 14L19 22 9 42l13 7 6-7v46h44V42l6 7 13-7-10-20-18-8q-13 14-26 0z' fill='$i'/><path d='M37 14q13 14 26 0' fill='none' stroke='$a' stroke-width='4'/>",
  dress:
    "<path d='M39 10h6l5 9 5-9h6l-2 17 5 13 16 48H20l16-48 5-13z' fill='$i'/><rect x='36' y='37' width='28' height='6' fill='$a'/>",
  shoe: "<path d='M12 76V44q0-8 8-8h10q4 12 14 10l18 13q12 3 22 6 8 3 6 11z' fill='$i'/><path d='M10 74h80v5q0 6-6 6H16q-6 0-6-6z' fill='$a'/><path d='M41 51l6-5m1 10l6-5m1 10l6-5' stroke='$p' stroke-width='3' stroke-linecap='round'/>",
  bag: "<path d='M36 40v-8a14 14 0 0 1 28 0v8' fill='none' stroke='$i' stroke-width='6'/><path d='M22 36h56l8 52H14z' fill='$i'/><rect x='43' y='46' width='14' height='9' rx='2' fill='$a'/>",
  ring: "<circle cx='50' cy='62' r='23' fill='none' stroke='$i' stroke-width='8'/><path d='M37 27l7-10h12l7 10-13 15z' fill='$a'/><path d='M37 27h26' stroke='$p' stroke-width='2'/>",
  // Home & kitchen
  sofa: "<rect x='20' y='28' width='60' height='32' rx='7' fill='$i'/><rect x='10' y='44' width='18' height='32' rx='6' fill='$i'/><rect x='72' y='44' width='18' height='32' rx='6' fill='$i'/><rect x='26' y='54' width='48' height='14' rx='4' fill='$a'/><rect x='20' y='66' width='60' height='10' fill='$i'/><rect x='15' y='76' width='6' height='9' rx='1' fill='$i'/><rect x='79' y='76' width='6' height='9' rx='1' fill='$i'/>",
  lamp: "<path d='M34 14h32l12 34H22z' fill='$a'/><rect x='47' y='48' width='6' height='32' fill='$i'/><rect x='30' y='80' width='40' height='8' rx='4' fill='$i'/><path d='M34 14h32l2 6H32z' fill='$i'/>",
  cup: "<path d='M38 30q-5-6 0-12m12 12q-5-6 0-12m12 12q-5-6 0-12' fill='none' stroke='$a' stroke-width='4' stroke-linecap='round'/><path d='M72 46h4a10 10 0 0 1 0 20h-5' fill='none' stroke='$i' stroke-width='6'/><path d='M20 38h54v22q0 20-20 20H40q-20 0-20-20z' fill='$i'/><rect x='12' y='82' width='70' height='6' rx='3' fill='$i'/>",
  // Beauty, groceries
  bottle:
    "<rect x='42' y='8' width='16' height='8' rx='1' fill='$i'/><rect x='56' y='8' width='12' height='4' rx='1' fill='$i'/><rect x='38' y='16' width='24' height='12' rx='2' fill='$a'/><rect x='28' y='28' width='44' height='62' rx='10' fill='$i'/><rect x='36' y='46' width='28' height='26' rx='3' fill='$p'/>",
  apple:
    "<path d='M50 30q-2-10 6-16' fill='none' stroke='$i' stroke-width='4' stroke-linecap='round'/><path d='M52 24q8-12 20-8-8 12-20 8z' fill='$a'/><path d='M50 32c-12-8-32-4-32 18s16 40 32 32c16 8 32-10 32-32s-20-26-32-18z' fill='$i'/>",
  // Books, media, toys
  book: "<path d='M50 26q-16-10-38-6v60q22-4 38 6 16-10 38-6V20q-22-4-38 6z' fill='$i'/><path d='M47 31q-12-7-29-5v49q17-2 29 4zm6 0q12-7 29-5v49q-17-2-29 4z' fill='$p'/><path d='M24 36q10-1 17 3m-17 8q10-1 17 3m18-14q7-4 17-3m-17 11q7-4 17-3' fill='none' stroke='$a' stroke-width='3' stroke-linecap='round'/>",
  music:
    "<path d='M40 28l44-10v12l-44 10z' fill='$a'/><path d='M40 28v48M84 18v48' stroke='$i' stroke-width='6'/><ellipse cx='31' cy='76' rx='12' ry='9' fill='$i'/><ellipse cx='75' cy='66' rx='12' ry='9' fill='$i'/>",
  blocks:
    "<rect x='38' y='17' width='7' height='6' rx='1' fill='$a'/><rect x='55' y='17' width='7' height='6' rx='1' fill='$a'/><rect x='33' y='22' width='34' height='26' rx='3' fill='$a'/><rect x='21' y='49' width='7' height='6' rx='1' fill='$i'/><rect x='35' y='49' width='7' height='6' rx='1' fill='$i'/><rect x='58' y='49' width='7' height='6' rx='1' fill='$i'/><rect x='72' y='49' width='7' height='6' rx='1' fill='$i'/><rect x='16' y='54' width='32' height='30' rx='3' fill='$i'/><rect x='52' y='54' width='32' height='30' rx='3' fill='$i'/>",
  stroller:
    "<path d='M22 46a28 28 0 0 1 28-28v28z' fill='$a'/><path d='M22 46h56q0 22-28 22t-28-22z' fill='$i'/><path d='M78 46l6-22h8' fill='none' stroke='$i' stroke-width='5' stroke-linecap='round' stroke-linejoin='round'/><circle cx='32' cy='80' r='8' fill='$i'/><circle cx='68' cy='80' r='8' fill='$i'/><circle cx='32' cy='80' r='3' fill='$p'/><circle cx='68' cy='80' r='3' fill='$p'/>",
  // Sports
  ball: "<circle cx='50' cy='50' r='36' fill='$i'/><path d='M50 14v72M14 50h72M25 24q17 26 0 52m50-52q-17 26 0 52' fill='none' stroke='$a' stroke-width='3.5'/>",
  dumbbell:
    "<rect x='20' y='45' width='60' height='10' rx='3' fill='$a'/><rect x='10' y='28' width='13' height='44' rx='4' fill='$i'/><rect x='24' y='35' width='9' height='30' rx='3' fill='$i'/><rect x='67' y='35' width='9' height='30' rx='3' fill='$i'/><rect x='77' y='28' width='13' height='44' rx='4' fill='$i'/>",
  bike: "<g fill='none' stroke-linecap='round' stroke-linejoin='round'><circle cx='25' cy='64' r='15' stroke='$i' stroke-width='5'/><circle cx='75' cy='64' r='15' stroke='$i' stroke-width='5'/><path d='M25 64l14-24h26L75 64M39 40l12 24H25m26 0l14-24M34 33h12m13-5l6 12' stroke='$a' stroke-width='5'/></g>",
  tent: "<path d='M50 14l38 68H12z' fill='$i'/><path d='M50 44l12 38H38z' fill='$p'/><path d='M50 14L38 82' stroke='$a' stroke-width='3'/><rect x='6' y='81' width='88' height='5' rx='2' fill='$i'/>",
  // Shopping and service
  box: "<path d='M50 12l36 16-36 16-36-16z' fill='$a'/><path d='M14 28l36 16v44L14 72z' fill='$i'/><path d='M86 28L50 44v44l36-16z' fill='$i' opacity='.82'/><path d='M32 20l36 16v10' fill='none' stroke='$p' stroke-width='5'/>",
  tag: "<path d='M16 22q0-6 6-6h28l36 36-34 34-36-36z' fill='$i'/><circle cx='32' cy='32' r='7' fill='$p'/><path d='M50 54l12-12m-16 4h0m20 4h0' stroke='$a' stroke-width='5' stroke-linecap='round'/>",
  truck:
    "<rect x='6' y='24' width='56' height='44' rx='3' fill='$i'/><path d='M64 38h16l14 16v14H64z' fill='$i'/><path d='M69 43h9l9 11H69z' fill='$p'/><rect x='12' y='36' width='44' height='6' rx='2' fill='$a'/><circle cx='25' cy='72' r='10' fill='$i' stroke='$p' stroke-width='4'/><circle cx='77' cy='72' r='10' fill='$i' stroke='$p' stroke-width='4'/>",
  shield:
    "<path d='M50 10l34 12v26q0 28-34 42-34-14-34-42V22z' fill='$i'/><path d='M35 50l10 10 21-22' fill='none' stroke='$a' stroke-width='7' stroke-linecap='round' stroke-linejoin='round'/>",
  card: "<rect x='10' y='22' width='80' height='56' rx='7' fill='$i'/><rect x='10' y='32' width='80' height='10' fill='$p'/><rect x='19' y='52' width='15' height='12' rx='2' fill='$a'/><rect x='42' y='56' width='38' height='5' rx='2' fill='$p'/>",
  mail: "<rect x='10' y='22' width='80' height='56' rx='6' fill='$i'/><path d='M14 27l36 28 36-28' fill='none' stroke='$a' stroke-width='5' stroke-linejoin='round'/><path d='M16 74l24-20m44 20L60 54' stroke='$p' stroke-width='3' opacity='.5'/>",
  picture:
    "<rect x='10' y='18' width='80' height='64' rx='6' fill='$i'/><rect x='16' y='24' width='68' height='52' rx='2' fill='$p'/><path d='M16 76l22-28 14 16 9-10 23 22z' fill='$i'/><circle cx='66' cy='38' r='7' fill='$a'/>",
  document:
    "<path d='M24 10h38l16 16v60q0 4-4 4H24q-4 0-4-4V14q0-4 4-4z' fill='$i'/><path d='M62 10v16h16z' fill='$a'/><rect x='30' y='40' width='38' height='5' rx='2' fill='$p'/><rect x='30' y='52' width='38' height='5' rx='2' fill='$p'/><rect x='30' y='64' width='24' height='5' rx='2' fill='$p'/>",
  person:
    "<circle cx='50' cy='36' r='17' fill='$i'/><path d='M16 90q0-34 34-34t34 34z' fill='$i'/><path d='M40 56l10 12 10-12' fill='$a'/>",
  store:
    "<rect x='16' y='42' width='68' height='44' fill='$i'/><rect x='44' y='58' width='14' height='28' rx='1' fill='$p'/><rect x='23' y='55' width='15' height='14' rx='1' fill='$p'/><rect x='64' y='55' width='14' height='14' rx='1' fill='$p'/><path d='M18 18h64l8 22H10z' fill='$a'/><path d='M10 40a8 8 0 0 0 16 0 8 8 0 0 0 16 0 8 8 0 0 0 16 0 8 8 0 0 0 16 0 8 8 0 0 0 16 0z' fill='$a'/><path d='M34 18l-8 22m24-22v22m16-22l8 22' stroke='$p' stroke-width='3'/>",
} as const;

/** An abstract logo mark for brands: one of a few geometric emblems, chosen by the label. */
const EMBLEMS = [
  "<circle cx='50' cy='50' r='36' fill='$i'/><circle cx='50' cy='50' r='22' fill='$a'/><circle cx='50' cy='50' r='9' fill='$p'/>",
  "<path d='M50 12l33 19v38L50 88 17 69V31z' fill='$i'/><path d='M50 30l16 10v20L50 70 34 60V40z' fill='$a'/>",
  "<path d='M50 10l40 40-40 40-40-40z' fill='$i'/><path d='M50 30l20 20-20 20-20-20z' fill='$p'/><circle cx='50' cy='50' r='7' fill='$a'/>",
  "<circle cx='38' cy='50' r='26' fill='$i'/><circle cx='62' cy='50' r='26' fill='$a' opacity='.85'/>",
  "<path d='M50 10l10 28 30 2-23 19 8 29-25-17-25 17 8-29-23-19 30-2z' fill='$i'/><circle cx='50' cy='53' r='9' fill='$a'/>",
  "<path d='M14 84L50 16l36 68z' fill='$i'/><path d='M50 46l16 30H34z' fill='$a'/>",
] as const;

export type Pictogram = keyof typeof PICTOGRAMS | 'emblem' | 'flag';

/** Every pictogram, for tests and pickers. */
export const PICTOGRAM_NAMES = [...Object.keys(PICTOGRAMS), 'emblem', 'flag'] as readonly Pictogram[];

/**
 * Keywords (comma-separated, matched at the start of a word, case-insensitively) that choose a pictogram, in
 * priority order: the first pictogram with a matching keyword wins ("Fitness Band" is a watch before it is fitness,
 * "Table Lamp" a lamp before it is a table).
 */
const KEYWORDS: readonly (readonly [Pictogram, string])[] = [
  ['document', 'proof, receipt, invoice, policy, article'],
  ['watch', 'watch, smartwatch, fitness band, fitness tracker, heart rate, tracker'],
  ['phone', 'phone, smartphone, mobile, charger, usb, cable, power bank'],
  ['headphones', 'headphone, headset, earbud, audio, speaker, soundbar, support'],
  ['camera', 'camera, lens, photography'],
  [
    'laptop',
    'laptop, ultrabook, notebook, computer, monitor, display, 4k, keyboard, mouse, mice, software, office, antivirus, photo editor, online course, digital, electronic, tech',
  ],
  ['music', 'music, instrument, guitar, piano, ukulele'],
  ['book', 'book, ebook, novel, fiction, stories, cookbook, biography, school'],
  ['dress', 'dress, sundress, women, skirt'],
  ['shoe', 'shoe, sneaker, loafer, boot, footwear'],
  ['ball', 'ball, football, basketball, sport'],
  ['bike', 'bike, bicycle, cycling'],
  ['tent', 'tent, camping, outdoor'],
  ['dumbbell', 'dumbbell, kettlebell, fitness, yoga, exercise, travel mat, gym'],
  ['bag', 'bag, handbag, tote, clutch, backpack, crossbody'],
  ['ring', 'ring, jewel, necklace, earring, bracelet'],
  [
    'shirt',
    'shirt, top, blouse, tunic, knit, polo, flannel, hoodie, jogger, cardigan, legging, jeans, clothing, fashion, apparel, winter, styl, men',
  ],
  ['blocks', 'toy, puzzle, building, construction, marble, brain teaser, game'],
  ['stroller', 'stroller, buggy, pram, travel system, baby'],
  [
    'bottle',
    'beauty, skincare, cleanser, cleansing, moisturi, cream, gel, micellar, makeup, lip, mascara, eyeliner, eyeshadow, vitamin, multivitamin, omega, wellness, health, feeding, bib, perfume, serum',
  ],
  ['lamp', 'lamp, light, pendant, decor'],
  ['sofa', 'sofa, loveseat, sectional, couch, furniture, table, desk, chair, rug, home'],
  [
    'cup',
    'coffee, tea, espresso, beverage, drink, kitchen, cookware, appliance, kettle, blender, toaster, pan, saucepan, wok, dutch oven',
  ],
  ['apple', 'grocer, snack, chocolate, nut, almond, cashew, trail mix, fruit, food, fresh'],
  ['truck', 'shipping, delivery, truck'],
  ['shield', 'secure, security, password, refund, protection, warranty, safe'],
  ['card', 'payment, bank, card, accept, wallet'],
  ['mail', 'newsletter, mail, subscribe, inbox'],
  ['tag', 'deal, sale, offer, discount, coupon, price, last chance, flash'],
  ['picture', 'photo, picture, image, gallery'],
  ['person', 'account, profile, user, customer, avatar'],
  ['store', 'shop, store, market, seller, sell, boutique, outlet, welcome, join, brand'],
  ['box', 'arrival, new, return, parcel, order, box, package'],
];

/** Lower-case words joined by single spaces, with a leading space, so ` ${keyword}` matches at a word start. */
function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ')}`;
}

/** The keywords of each pictogram, split once, each with the leading space that anchors it at a word start. */
const KEYWORD_LISTS = KEYWORDS.map(
  ([pictogram, keywords]) => [pictogram, keywords.split(', ').map((keyword) => ` ${keyword}`)] as const,
);

/** The pictogram one text names, or `null`; the catalogue asks for the same few hundred texts thousands of times. */
const named = new Map<string, Pictogram | null>();

function pictogramNamedIn(text: string): Pictogram | null {
  let pictogram = named.get(text);
  if (pictogram === undefined) {
    const haystack = words(text);
    pictogram =
      KEYWORD_LISTS.find(([, keywords]) => keywords.some((keyword) => haystack.includes(keyword)))?.[0] ??
      null;
    named.set(text, pictogram);
  }
  return pictogram;
}

/**
 * The pictogram for a thing, from the most specific description to the least: the first text with a known keyword
 * decides (e.g. `pictogramFor(leafCategory, noun, rootCategory)`); `box` when none does.
 */
export function pictogramFor(...texts: readonly (string | null | undefined)[]): Pictogram {
  for (const text of texts) {
    const pictogram = text ? pictogramNamedIn(text) : null;
    if (pictogram) return pictogram;
  }
  return 'box';
}

export interface PlaceholderOptions {
  width?: number;
  height?: number;
  /** 0–359; default from the label. */
  hue?: number;
  /** `light` tiles (default) or `dark` banners. */
  tone?: 'light' | 'dark';
  /** What to draw; default {@link pictogramFor} the label. */
  kind?: Pictogram;
}

export function hueOf(text: string): number {
  return fnv1a(text) % 360;
}

/** `#rrggbb` for an HSL colour (s, l in percent): short in a URL, and the same bytes everywhere. */
function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (offset: number) => {
    const k = (offset + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Round to 0.01 so coordinates stay short. */
function n(value: number): number {
  return Math.round(value * 100) / 100;
}

function size(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 1 ? Math.round(value) : fallback;
}

interface Palette {
  ground: string;
  disc: string;
  shape: string;
  ink: string;
  accent: string;
  paper: string;
}

function palette(hue: number, dark: boolean): Palette {
  const turn = (hue + 35) % 360;
  return dark
    ? {
        ground: hsl(hue, 45, 22),
        disc: hsl(hue, 42, 30),
        shape: hsl(turn, 50, 30),
        ink: hsl(hue, 60, 94),
        accent: hsl(turn, 85, 64),
        paper: hsl(hue, 42, 30),
      }
    : {
        ground: hsl(hue, 65, 88),
        disc: hsl(hue, 80, 95),
        shape: hsl(turn, 65, 82),
        ink: hsl(hue, 45, 28),
        accent: hsl(turn, 70, 56),
        paper: hsl(hue, 80, 95),
      };
}

function pictogramBody(kind: Pictogram, label: string): string {
  if (kind === 'emblem') return EMBLEMS[fnv1a(label) % EMBLEMS.length]!;
  // A flag is a layout of the whole tile (see `flag`), never a pictogram on a disc.
  return PICTOGRAMS[kind === 'flag' ? 'box' : kind];
}

/** A pictogram as SVG, centred on (cx, cy) with the given size in pixels. */
function pictogram(
  kind: Pictogram,
  label: string,
  cx: number,
  cy: number,
  px: number,
  colours: Palette,
): string {
  const scale = px / 100;
  const body = pictogramBody(kind, label).replace(/\$([iap])/g, (_, key: string) =>
    key === 'i' ? colours.ink : key === 'a' ? colours.accent : colours.paper,
  );
  return `<g transform='translate(${n(cx - px / 2)} ${n(cy - px / 2)}) scale(${n(scale)})'>${body}</g>`;
}

/** Related pictograms that keep a banner's main pictogram company. */
const FAMILIES: readonly (readonly Pictogram[])[] = [
  ['phone', 'laptop', 'headphones', 'camera', 'watch'],
  ['shirt', 'dress', 'shoe', 'bag', 'ring'],
  ['sofa', 'lamp', 'cup', 'picture'],
  ['bottle', 'apple', 'dumbbell', 'watch'],
  ['ball', 'dumbbell', 'bike', 'tent'],
  ['book', 'music', 'blocks', 'picture'],
  ['document', 'picture', 'book', 'cup'],
  ['person', 'store', 'bag', 'shield'],
  ['shield', 'card', 'truck', 'box'],
  ['mail', 'tag', 'box', 'card'],
  ['blocks', 'stroller', 'ball', 'book'],
  ['apple', 'cup', 'bottle', 'bag'],
  ['tag', 'bag', 'box', 'shirt'],
  ['store', 'bag', 'tag', 'box'],
  ['truck', 'box', 'tag', 'store'],
];

function companions(kind: Pictogram, seed: number): [Pictogram, Pictogram] {
  const family = FAMILIES.find((f) => f.includes(kind)) ?? FAMILIES[seed % FAMILIES.length]!;
  const others = family.filter((k) => k !== kind);
  return [others[seed % others.length]!, others[(seed + 1) % others.length]!];
}

/** Quiet geometric shapes for banners: a large circle, a ring and a grid of dots, mirrored by the seed. */
function decor(width: number, height: number, seed: number, colours: Palette): string {
  const m = (x: number) => (seed & 1 ? width - x : x);
  const unit = Math.min(width, height);
  const dots: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      dots.push(
        `<circle cx='${n(m(width * 0.88 - col * unit * 0.07))}' cy='${n(height * 0.14 + row * unit * 0.07)}' r='${n(unit * 0.014)}'/>`,
      );
    }
  }
  return (
    `<circle cx='${n(m(width * 0.04))}' cy='${n(height * 0.08)}' r='${n(unit * 0.62)}' fill='${colours.shape}'/>` +
    `<circle cx='${n(m(width * 0.94))}' cy='${n(height * 0.98)}' r='${n(unit * 0.3)}' fill='none' stroke='${colours.shape}' stroke-width='${n(unit * 0.06)}'/>` +
    `<g fill='${colours.accent}' opacity='.6'>${dots.join('')}</g>`
  );
}

function disc(cx: number, cy: number, r: number, fill: string): string {
  return `<circle cx='${n(cx)}' cy='${n(cy)}' r='${n(r)}' fill='${fill}'/>`;
}

/** Three bands, like a flag, for the tiny language and country images. */
function flag(width: number, height: number, hue: number, seed: number): string {
  const colours = [hsl(hue, 70, 42), hsl(hue, 30, 96), hsl((hue + 150) % 360, 65, 45)];
  const vertical = (seed & 2) === 0;
  return colours
    .map((fill, i) =>
      vertical
        ? `<rect x='${n((width * i) / 3)}' width='${n(width / 3 + 0.5)}' height='${height}' fill='${fill}'/>`
        : `<rect y='${n((height * i) / 3)}' width='${width}' height='${n(height / 3 + 0.5)}' fill='${fill}'/>`,
    )
    .join('');
}

function body(
  label: string,
  kind: Pictogram,
  width: number,
  height: number,
  hue: number,
  dark: boolean,
): string {
  const seed = fnv1a(label);
  const colours = palette(hue, dark);
  const unit = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  if (kind === 'flag') return flag(width, height, hue, seed);
  // Strips (logos, payment bars): the pictogram and a few bars, like a wordmark.
  if (width / height >= 3 && height < 120) {
    const px = height * 0.8;
    const left = cx - height * 1.2;
    const bar = (x: number, y: number, w: number, h: number, fill: string, opacity = '') =>
      `<rect x='${n(x)}' y='${n(y)}' width='${n(w)}' height='${n(h)}' rx='${n(h / 2)}' fill='${fill}'${opacity}/>`;
    return (
      pictogram(kind, label, left, cy, px, colours) +
      bar(left + px * 0.7, cy - height * 0.2, height * 1.9, height * 0.18, colours.ink) +
      bar(left + px * 0.7, cy + height * 0.1, height * 1.3, height * 0.12, colours.ink, " opacity='.5'")
    );
  }
  // Tiny icons: the pictogram alone.
  if (unit < 48) return pictogram(kind, label, cx, cy, unit * 0.86, colours);
  // Avatars: a bust that fills the tile and stands on its lower edge.
  if (kind === 'person') return pictogram(kind, label, cx, height - unit * 0.36, unit * 0.8, colours);
  // Dark banners: quiet shapes and the pictogram on a disc; wide ones add two related pictograms.
  if (dark) {
    const main = unit * 0.8;
    let out = decor(width, height, seed, colours) + disc(cx, cy, main * 0.46, colours.disc);
    out += pictogram(kind, label, cx, cy, main * 0.6, colours);
    if (width / height >= 1.6) {
      const small = main * 0.6;
      const gap = main * 0.46 + small * 0.46 + unit * 0.08;
      companions(kind, seed).forEach((other, i) => {
        const x = i === 0 ? cx - gap : cx + gap;
        const y = cy + (i === 0 ? unit * 0.08 : -unit * 0.08);
        out += disc(x, y, small * 0.46, colours.disc) + pictogram(other, label, x, y, small * 0.6, colours);
      });
    }
    return out;
  }
  // Tiles: the pictogram on a pale disc with a soft shadow, like a product on a backdrop.
  const px = unit * 0.62;
  return (
    `<circle cx='${n(width * 0.9)}' cy='${n(height * 0.08)}' r='${n(unit * 0.22)}' fill='${colours.shape}'/>` +
    disc(cx, cy, unit * 0.42, colours.disc) +
    `<ellipse cx='${n(cx)}' cy='${n(cy + px * 0.47)}' rx='${n(px * 0.34)}' ry='${n(px * 0.045)}' fill='${colours.ink}' opacity='.14'/>` +
    pictogram(kind, label, cx, cy, px, colours)
  );
}

/** The known pictogram for an option value, or `null` for anything else (a caller outside TypeScript). */
function known(kind: unknown): Pictogram | null {
  return typeof kind === 'string' && (PICTOGRAM_NAMES as readonly string[]).includes(kind)
    ? (kind as Pictogram)
    : null;
}

export function placeholderSvg(label: string, options: PlaceholderOptions = {}): string {
  const width = size(options.width, 400);
  const height = size(options.height, 400);
  const hue =
    options.hue !== undefined && Number.isFinite(options.hue)
      ? ((Math.round(options.hue) % 360) + 360) % 360
      : hueOf(label);
  const dark = options.tone === 'dark';
  const kind = known(options.kind) ?? pictogramFor(label);
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}' preserveAspectRatio='xMidYMid slice'>` +
    `<rect width='100%' height='100%' fill='${palette(hue, dark).ground}'/>` +
    body(label, kind, width, height, hue, dark) +
    `</svg>`
  );
}

/**
 * The URLs drawn so far. The seeded catalogue asks for about 3 500 placeholders, half of them a second time (a
 * product's thumbnail and first photo, for one), and the demo build generates it on every page load: each is drawn
 * and encoded once.
 */
const drawn = new Map<string, string>();

/** A placeholder as a data URL (URL-encoded SVG, smaller than base64). */
export function placeholderImage(label: string, options: PlaceholderOptions = {}): string {
  const { width, height, hue, tone, kind, ...unkeyed } = options;
  // Every option is part of the key: an option added to PlaceholderOptions fails here until it is keyed too.
  const _allKeyed: Record<string, never> = unkeyed;
  const key = `${label}\u0000${width}\u0000${height}\u0000${hue}\u0000${tone}\u0000${kind}`;
  let url = drawn.get(key);
  if (url === undefined) {
    url = `data:image/svg+xml,${encodeURIComponent(placeholderSvg(label, options))}`;
    drawn.set(key, url);
  }
  return url;
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

/**
 * Makes `target[key]` a read-only property whose value `draw` returns when it is first read (or spread, cloned or
 * serialised), not before: the demo shop seeds its whole catalogue on every page load of the demo build, and a page
 * shows a few dozen of its ≈ 2 000 product pictures. Like the frozen catalogue's other properties, it cannot be
 * assigned (`deepFreeze` leaves it undrawn).
 */
export function drawnOnFirstRead<T extends object, K extends keyof T>(
  target: T,
  key: K,
  draw: () => T[K],
): T {
  let drawn: { value: T[K] } | undefined;
  Object.defineProperty(target, key, {
    get: () => (drawn ??= { value: draw() }).value,
    enumerable: true,
    configurable: false,
  });
  drawnLater.set(target, [...(drawnLater.get(target) ?? []), key]);
  return target;
}

/** The keys of each object that {@link drawnOnFirstRead} draws on first read. */
const drawnLater = new WeakMap<object, PropertyKey[]>();

/** Whether `target[key]` is drawn on first read, without drawing it. */
export const isDrawnOnFirstRead = (target: object, key: PropertyKey): boolean =>
  drawnLater.get(target)?.includes(key) ?? false;
