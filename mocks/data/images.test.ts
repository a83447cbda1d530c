import { describe, expect, it } from 'vitest';
import { deepFreeze, generateCatalogue, getCatalogue } from './catalogue';
import {
  PICTOGRAM_NAMES,
  drawnOnFirstRead,
  imageSizes,
  pictogramFor,
  placeholderImage,
  placeholderSvg,
  type Pictogram,
  type PlaceholderOptions,
} from './images';
import { TAXONOMY } from './taxonomy';

const PREFIX = 'data:image/svg+xml,';
const svgOf = (url: string) => decodeURIComponent(url.slice(PREFIX.length));

/** Every placeholder URL anywhere in the seeded catalogue (products, variants, categories, brands, shops…). */
function catalogueImages(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith(PREFIX)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(getCatalogue());
  return [...found];
}

/** A range of inputs: every pictogram, every catalogue size, both tones, odd labels and odd options. */
function sampleInputs(): [string, PlaceholderOptions][] {
  const labels = ['Phone', 'Sofa', 'Marketfront', 'JD', '', 'É😀', `<text font-family='x'>"a" & 'b'</text>`];
  const sizes = [...Object.values(imageSizes), { width: 32, height: 24 }, { width: 240, height: 60 }, {}];
  const inputs: [string, PlaceholderOptions][] = [];
  for (const label of labels)
    for (const size of sizes)
      for (const tone of ['light', 'dark'] as const)
        for (const kind of [undefined, ...PICTOGRAM_NAMES]) inputs.push([label, { ...size, tone, kind }]);
  return inputs;
}

/**
 * A small XML well-formedness check, independent of any parser's leniency: balanced tags, quoted and unique
 * attributes, no stray `<`, `>` or `&`, one root element.
 */
function wellFormedProblem(xml: string): string | null {
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  const isName = (c: string | undefined) => c !== undefined && /[A-Za-z0-9:_-]/.test(c);
  const readName = () => {
    const start = i;
    while (isName(xml[i])) i += 1;
    return xml.slice(start, i);
  };
  const skipSpace = () => {
    while (xml[i] === ' ' || xml[i] === '\n' || xml[i] === '\t') i += 1;
  };
  while (i < xml.length) {
    const c = xml[i]!;
    if (c === '>') return `stray '>' at ${i}`;
    if (c === '&') {
      const end = xml.indexOf(';', i);
      const entity = xml.slice(i, end + 1);
      if (!['&amp;', '&lt;', '&gt;', '&quot;', '&apos;'].includes(entity)) return `bad entity at ${i}`;
      i = end + 1;
      continue;
    }
    if (c !== '<') {
      if (stack.length === 0) return `text outside the root at ${i}`;
      i += 1;
      continue;
    }
    i += 1;
    if (xml[i] === '/') {
      i += 1;
      const name = readName();
      if (stack.pop() !== name) return `</${name}> closes nothing open at ${i}`;
      skipSpace();
      if (xml[i] !== '>') return `unterminated </${name}>`;
      i += 1;
      continue;
    }
    const name = readName();
    if (!name) return `'<' without a name at ${i}`;
    if (stack.length === 0 && (roots += 1) > 1) return 'more than one root element';
    const seen = new Set<string>();
    for (;;) {
      skipSpace();
      if (xml.startsWith('/>', i)) {
        i += 2;
        break;
      }
      if (xml[i] === '>') {
        i += 1;
        stack.push(name);
        break;
      }
      const attribute = readName();
      if (!attribute) return `bad character in <${name}> at ${i}`;
      if (seen.has(attribute)) return `duplicate ${attribute} in <${name}>`;
      seen.add(attribute);
      if (xml[i] !== '=' || (xml[i + 1] !== "'" && xml[i + 1] !== '"')) return `unquoted ${attribute}`;
      const quote = xml[i + 1]!;
      const end = xml.indexOf(quote, i + 2);
      if (end < 0) return `unterminated ${attribute}`;
      const value = xml.slice(i + 2, end);
      if (
        value.includes('<') ||
        (value.includes('&') && !/^[^&]*(&(amp|lt|gt|quot|apos);[^&]*)*$/.test(value))
      )
        return `unescaped markup in ${attribute}`;
      i = end + 1;
    }
  }
  return stack.length > 0 ? `unclosed <${stack.join('> <')}>` : roots === 1 ? null : 'no root element';
}

function expectWellFormedSvg(svg: string, { parse = true } = {}): void {
  expect(wellFormedProblem(svg), svg).toBeNull();
  if (!parse) return;
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.nodeName).toBe('svg');
}

/** The drawing without its colours: equal for two images exactly when they draw the same shapes. */
const shapesOf = (url: string) => svgOf(url).replace(/#[0-9a-f]{6}/g, '#');

describe('placeholder images', () => {
  it('are local SVG data URLs, URL-encoded rather than base64: nothing hits the network', () => {
    const url = placeholderImage('Phone', { width: 190, height: 230 });
    expect(url.startsWith(PREFIX)).toBe(true);
    expect(url).not.toContain(';base64');
    const svg = svgOf(url);
    expect(svg).toContain("width='190'");
    expect(svg).toContain("viewBox='0 0 190 230'");
    expect(svg).toContain("preserveAspectRatio='xMidYMid slice'");
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('draw no text and name no font, so screenshots cannot depend on the fonts of the machine', () => {
    const outputs = [...sampleInputs().map(([label, options]) => placeholderSvg(label, options))];
    const catalogue = catalogueImages();
    expect(catalogue.length).toBeGreaterThan(1000);
    for (const svg of [...outputs, ...catalogue.map(svgOf)]) {
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain('font');
      expect(svg).not.toContain('<foreignObject');
      expect(svg).not.toContain('<image');
    }
  });

  it('give every product in the seeded catalogue a drawn pictogram, in a small URL', () => {
    const { products } = getCatalogue();
    for (const product of products) {
      const urls = [product.thumbnail, ...product.images, ...product.stocks.map((s) => s.image)];
      for (const url of urls) {
        expect(url.startsWith(PREFIX)).toBe(true);
        expect(svgOf(url)).toContain('<g transform=');
        expect(url.length).toBeLessThan(2000);
      }
    }
    for (const url of catalogueImages()) expect(url.length).toBeLessThan(4000);
  });

  it('are well-formed XML, for every input and every image in the catalogue', () => {
    // The browser's parser (happy-dom's here) once per layout and pictogram; the strict scanner for everything.
    for (const [label, options] of sampleInputs())
      expectWellFormedSvg(placeholderSvg(label, options), { parse: label === 'Phone' });
    for (const url of catalogueImages()) expectWellFormedSvg(svgOf(url), { parse: false });
  });

  it('(the well-formedness check itself catches broken markup)', () => {
    const good = placeholderSvg('Phone');
    expect(wellFormedProblem(good)).toBeNull();
    for (const broken of [
      good.replace('</svg>', ''),
      good.replace("<rect width='100%'", "<rect width='100%' width='1'"),
      good.replace("fill='", 'fill=#'),
      good.replace('<g ', '<g x="<" '),
      `${good}<svg/>`,
      good.replace('<rect', '<rect>a & b</rect><rect'),
      good.replace('</g>', '</rect>'),
    ])
      expect(wellFormedProblem(broken), broken.slice(0, 120)).not.toBeNull();
  });

  it('are deterministic, byte for byte, and differ between labels', () => {
    for (const [label, options] of sampleInputs()) {
      expect(placeholderSvg(label, options)).toBe(placeholderSvg(label, { ...options }));
    }
    expect(placeholderImage('Sofa')).toBe(placeholderImage('Sofa'));
    expect(placeholderImage('Sofa')).not.toBe(placeholderImage('Lamp'));
    // Same pictogram, colours from the label.
    const red = placeholderImage('Red Sneakers', { kind: 'shoe' });
    const blue = placeholderImage('Blue Sneakers', { kind: 'shoe' });
    expect(red).not.toBe(blue);
    expect(shapesOf(red)).toBe(shapesOf(blue));
    // An explicit hue wins over the label, and is normalised.
    expect(placeholderSvg('a', { hue: 30 })).toBe(placeholderSvg('b', { hue: 390, kind: 'box' }));
  });

  it('are drawn once for each label and options, and every option tells two apart', () => {
    const base: PlaceholderOptions = { width: 300, height: 200, hue: 40, tone: 'light', kind: 'sofa' };
    const variants: PlaceholderOptions[] = [
      { ...base, width: 301 },
      { ...base, height: 201 },
      { ...base, hue: 41 },
      { ...base, tone: 'dark' },
      { ...base, kind: 'lamp' },
    ];
    const first = placeholderImage('Armchair', base);
    expect(placeholderImage('Armchair', { ...base })).toBe(first);
    expect(first).toBe(`data:image/svg+xml,${encodeURIComponent(placeholderSvg('Armchair', base))}`);
    const { hue: _hue, ...labelColoured } = base; // with no hue, the label chooses the colour
    expect(placeholderImage('Armchai', labelColoured)).not.toBe(placeholderImage('Armchair', labelColoured));
    for (const options of variants) {
      const url = placeholderImage('Armchair', options);
      expect(url).not.toBe(first);
      expect(url).toBe(`data:image/svg+xml,${encodeURIComponent(placeholderSvg('Armchair', options))}`);
    }
  });

  it('draw a different pictogram for each kind', () => {
    const drawings = PICTOGRAM_NAMES.map((kind) =>
      shapesOf(placeholderImage('Same', { ...imageSizes.product, kind })),
    );
    expect(new Set(drawings).size).toBe(PICTOGRAM_NAMES.length);
  });

  it('give different product types different pictograms, and one type one pictogram', () => {
    const { products, categories } = getCatalogue();
    const leafTitle = new Map(categories.map((c) => [c.id, c.title]));
    const drawingsByLeaf = new Map<string, Set<string>>();
    for (const product of products) {
      const leaf = leafTitle.get(product.category_id)!;
      const drawings = drawingsByLeaf.get(leaf) ?? new Set<string>();
      drawings.add(shapesOf(product.thumbnail));
      drawingsByLeaf.set(leaf, drawings);
    }
    for (const [leaf, drawings] of drawingsByLeaf) expect(drawings.size, leaf).toBe(1);
    const one = (leaf: string) => [...drawingsByLeaf.get(leaf)!][0];
    const distinct = [
      'Smartphones',
      'Laptops',
      'Headphones',
      'Fitness Trackers',
      'Shirts',
      'Dresses',
      "Men's Shoes",
      'Handbags',
      'Sofas',
      'Lighting',
      'Coffee',
      'Cleansers',
      'Chocolate',
      'Fiction',
      'Instruments',
      'Building Sets',
      'Strollers',
      'Footballs',
      'Dumbbells',
      'Bicycles',
      'Tents',
    ];
    expect(new Set(distinct.map(one)).size).toBe(distinct.length);
  });

  it('choose a real pictogram (not the generic box) for every leaf category of the catalogue', () => {
    const leaves = TAXONOMY.flatMap((root) => root.children.flatMap((child) => child.leaves));
    for (const leaf of leaves) {
      expect(pictogramFor(leaf.title), leaf.title).not.toBe('box');
      for (const noun of leaf.nouns) expect(pictogramFor(leaf.title, noun), noun).not.toBe('box');
    }
  });

  it('pick pictograms by keyword, most specific text first', () => {
    const cases: [string[], Pictogram][] = [
      [['Smartphones'], 'phone'],
      [['Fitness Trackers', 'Heart Rate Monitor'], 'watch'],
      [['Monitors'], 'laptop'],
      [['Shirt Dress'], 'dress'],
      [['T-Shirt'], 'shirt'],
      [["Men's Shoes"], 'shoe'],
      [['Tops'], 'shirt'],
      [['Table Lamp'], 'lamp'],
      [['Backpacking Tent'], 'tent'],
      [['Outdoor Basketball'], 'ball'],
      [['Men', 'Fashion'], 'shirt'],
      [['Kids', 'Fashion'], 'shirt'],
      [['Toys & Baby'], 'blocks'],
      [['Spring'], 'box'],
      [['Free Shipping'], 'truck'],
      [['Secure Payment'], 'shield'],
      [['Newsletter'], 'mail'],
      [['Daily Deals'], 'tag'],
      [[''], 'box'],
    ];
    for (const [texts, expected] of cases) expect(pictogramFor(...texts), texts.join(' / ')).toBe(expected);
  });

  it('never write the label into the image, so a label cannot inject markup', () => {
    const hostile = `<script>alert(1)</script>"' onload='x' &amp; ]]><!--`;
    for (const options of [{}, { tone: 'dark' as const, ...imageSizes.banner }, imageSizes.avatar]) {
      const svg = placeholderSvg(hostile, options);
      expect(svg).not.toContain('script');
      expect(svg).not.toContain('onload');
      expect(svg).not.toContain('<!--');
      expectWellFormedSvg(svg);
    }
  });

  it('ignore options that are not what TypeScript promised, instead of writing them into the image', () => {
    const odd = {
      width: Number.NaN,
      height: -5,
      hue: Number.POSITIVE_INFINITY,
      kind: `phone'/><script>` as Pictogram,
    };
    const svg = placeholderSvg('Phone', odd);
    expect(svg).toBe(placeholderSvg('Phone'));
    expect(svg).not.toContain('script');
    expect(svg).not.toContain('NaN');
    expectWellFormedSvg(svg);
  });
});

describe('drawnOnFirstRead: a picture drawn when something first reads it', () => {
  const counted = () => {
    const counter = { draws: 0 };
    const thing = drawnOnFirstRead({ id: 1, picture: '' }, 'picture', () => {
      counter.draws += 1;
      return `picture ${counter.draws}`;
    });
    return { counter, thing };
  };

  it('draws once, on the first read, and answers the same afterwards', () => {
    const { counter, thing } = counted();
    expect(counter.draws).toBe(0);
    expect(thing.picture).toBe('picture 1');
    expect({ ...thing }).toEqual({ id: 1, picture: 'picture 1' });
    expect(JSON.parse(JSON.stringify(thing))).toEqual({ id: 1, picture: 'picture 1' });
    expect(counter.draws).toBe(1);
  });

  it('is read-only, and deepFreeze freezes its object without drawing it', () => {
    const { counter, thing } = counted();
    deepFreeze(thing);
    expect(Object.isFrozen(thing)).toBe(true);
    expect(counter.draws).toBe(0);
    expect(() => {
      thing.picture = 'changed';
    }).toThrow(TypeError);
    expect(thing.picture).toBe('picture 1');
  });

  it('leaves a product’s pictures undrawn until read, and draws the seeded ones', () => {
    const product = deepFreeze(generateCatalogue()).products[0]!;
    expect(Object.getOwnPropertyDescriptor(product, 'thumbnail')?.get).toBeTypeOf('function');
    const seeded = getCatalogue().products[0]!;
    expect(product.thumbnail).toBe(seeded.thumbnail);
    expect(product.thumbnail).toMatch(/^data:image\/svg\+xml,/);
    expect(product.images).toEqual(seeded.images);
    expect(Object.isFrozen(product.images)).toBe(true);
  });
});
