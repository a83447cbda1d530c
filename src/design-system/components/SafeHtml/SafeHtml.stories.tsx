import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import fc from 'fast-check';
import { SafeHtml, SAFE_HTML_ELEMENTS } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';
import { dangersIn, dangersInTree, hostileMarkup, HOSTILE_PAYLOADS } from './hostilePayloads';

const description = `
<h2>About this bag</h2>
<p>Hand-stitched from <strong>full-grain leather</strong> that darkens beautifully with age.
It fits a 13-inch laptop and closes with a <em>solid brass</em> buckle.</p>
<ul><li>Inner zip pocket</li><li>Adjustable strap, 80–130 cm</li><li>Made in Portugal</li></ul>
<p>Read our <a href="/page/leather-care">leather care guide</a> or ask the maker on
<a href="https://maker.example" target="_blank">their own site</a>.</p>
<blockquote>“The best bag I have owned.” — a happy customer</blockquote>`;

// The app passes its link rule (`safeHref` in lib, which the design system may not import); these stories keep
// exactly their own two addresses, so every hostile link shows as text.
const storyLinks = new Set(['/page/leather-care', 'https://maker.example']);
const keepStoryLinks = (href: string) => (storyLinks.has(href) ? href : undefined);

const meta = {
  title: 'Design System/Content/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  args: { html: description, safeHref: keepStoryLinks },
  argTypes: { as: { control: 'inline-radio', options: SAFE_HTML_ELEMENTS }, safeHref: { control: false } },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['rtl-and-custom'] };

export const Playground: Story = { args: { as: 'article' } };

/**
 * Every known payload at once, rendered in a real browser: nothing runs, and the play function checks that
 * no script, handler, non-web URL, class, style, SVG or MathML reached the DOM and that the box contains its
 * painting (no fixed overlay can leave it); then fuzzes the sanitiser with fast-check.
 */
export const HostileInput: Story = {
  args: { html: `<p>Only this text and harmless markup survive.</p>${HOSTILE_PAYLOADS.join('\n')}` },
  play: async ({ canvasElement }) => {
    const alert = fn();
    const original = window.alert;
    window.alert = alert;
    try {
      // The SafeHtml box itself (the story's providers wrap it in elements of their own, with classes).
      const root = within(canvasElement).getByText(
        'Only this text and harmless markup survive.',
      ).parentElement!;
      await expect(dangersInTree(root)).toEqual([]);
      await expect(root.querySelector('script')).toBeNull();
      await expect(getComputedStyle(root).contain).toBe('paint');
      fc.assert(
        fc.property(hostileMarkup(), (html) => {
          const out = sanitizeHtml(html, keepStoryLinks);
          return !/<script/i.test(out) && dangersIn(out).length === 0;
        }),
        { numRuns: 300 },
      );
      await expect(alert).not.toHaveBeenCalled();
    } finally {
      window.alert = original;
    }
  },
};

export const Empty: Story = { args: { html: '' } };

export const LongText: Story = {
  args: {
    html: `<p>${'Supercalifragilisticexpialidocious-leather-handbag-with-an-unbroken-very-long-name '.repeat(8)}</p>
<table><tr><th>Size</th><th>Width</th><th>Height</th><th>Depth</th></tr><tr><td>Small</td><td>30 cm</td><td>22 cm</td><td>9 cm</td></tr></table>`,
  },
};

export const RightToLeft: Story = {
  args: {
    html: '<h2>عن هذه الحقيبة</h2><p>مصنوعة يدويًا من <strong>جلد طبيعي</strong>. السعر 120 ر.س.</p><ul><li>جيب داخلي</li><li>حزام قابل للتعديل</li></ul>',
  },
  parameters: { direction: 'rtl' },
};
