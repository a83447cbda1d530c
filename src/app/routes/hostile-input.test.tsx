// Hostile text into the shopper's free-text fields (quality-bar R17), against the demo shop: search, an address,
// a product review and a blog comment. For any string (any unicode, RTL and bidi-override marks, emoji, control
// characters, markup, 10,000 characters) nothing crashes, the field holds what a plain field would hold, what the
// screen shows back is that text (never markup: no element is made from it, no handler runs), and when the form
// refuses it the reason is announced (role=alert). Runs are few (fast-check's `numRuns`) and pasted, not typed,
// to keep the run short.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { BlogDetailsScreen } from '@/features/blog';
import { SearchBox } from '@/features/search';
import { getCatalogue } from '@mocks/data/catalogue';
import { DEMO_CUSTOMER_ID } from '@mocks/data/users';
import { resetDemoShop } from '@mocks/state/store';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { renderRoute } from '../../../tests/helpers/render';
import { Component as AddressesRoute } from './addresses';
import { Component as ProductRoute } from './product';

const RTL_MARKS = ['\u200F', '\u202E', '\u202B', '\u2067', '\u061C', '\u200E\u202C'];
const CONTROL = [
  '\u0000',
  '\u0007',
  '\b',
  '\u001B',
  '\u007F',
  '\u0085',
  '\t',
  '\n',
  '\r\n',
  '\u2028',
  '\uFEFF',
  '\u200B',
];
const EMOJI = ['😀', '👩🏽‍💻', '🇸🇦', '🏳️‍🌈', '❤️', '🧑‍🤝‍🧑'];
// Markup that would make an element carrying `data-fuzz`, or set `window.__fuzzed`, were it ever read as HTML.
const MARKUP = [
  '<b data-fuzz>bold</b>',
  '<img data-fuzz src="x" onerror="window.__fuzzed = 1">',
  '<script data-fuzz>window.__fuzzed = 2</script>',
  '<svg data-fuzz onload="window.__fuzzed = 3"></svg>',
  '"><iframe data-fuzz srcdoc="<script>parent.__fuzzed = 4</script>"></iframe>',
  '<a data-fuzz href="javascript:window.__fuzzed = 5">link</a>',
  '&lt;b data-fuzz&gt; &amp; &#60;i data-fuzz&#62;',
  '{{constructor.constructor("window.__fuzzed = 6")()}}',
];
const WORDS = ['مرحبا بالعالم', 'שלום', 'Zürich straße', '東京都', 'e\u0301\u0301\u0301'];

/** `seed` repeated to exactly 10,000 characters (code points). */
const tenThousand = (seed: string): string => {
  const chars = Array.from(seed === '' ? 'x' : seed);
  return Array.from({ length: 10_000 }, (_, i) => chars[i % chars.length]).join('');
};

const piece = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(...RTL_MARKS, ...CONTROL, ...EMOJI, ...MARKUP, ...WORDS),
);
const hostileText = fc
  .oneof(
    { weight: 6, arbitrary: fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')) },
    {
      weight: 1,
      arbitrary: fc.array(piece, { minLength: 1, maxLength: 4 }).map((parts) => tenThousand(parts.join(''))),
    },
  )
  .filter((text) => text !== '');

/** Always tried, besides the generated strings. */
const EXAMPLES: [string][] = [
  [tenThousand(`\u202E${MARKUP[1]}😀`)],
  [`\u200F\u202E${MARKUP[0]}${MARKUP[2]}`],
  ['\u0000\u0007\u001B'],
  [' \t\u2028 '],
];
const RUNS = { numRuns: 20, examples: EXAMPLES };
/** Two strings per run: fewer runs, the same reach. */
const RUNS_WITH_PAIRS = { numRuns: 15, examples: EXAMPLES.map(([text]) => [text, text] as [string, string]) };

/**
 * What a plain field of that kind and length limit holds after the same paste: the app must not change it. Asked
 * before the app's field has focus (this field takes it, and a dialog's focus trap would pull it back).
 */
async function asAPlainFieldHoldsIt(text: string, kind: 'input' | 'textarea', maxLength?: number) {
  const field = document.createElement(kind);
  if (maxLength !== undefined) field.maxLength = maxLength;
  document.body.append(field);
  field.focus();
  await userEvent.setup().paste(text);
  field.remove();
  return field.value;
}

/**
 * The text as the server keeps it and shows it back: a lone surrogate (user-event's paste cuts a pair at a length
 * limit) becomes U+FFFD in UTF-8, like String#toWellFormed, and a form sent as multipart (the review) turns line
 * breaks into CRLF, as the HTML spec's form encoding does; both sides are compared with LF line breaks.
 */
const asStored = (text: string): string =>
  text
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replace(/\r\n?/g, '\n');

/** Clears a field and pastes `text` into it, as a shopper would from the clipboard. */
async function pasteInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  field.focus();
  await user.paste(text);
}

/** Nothing the shopper wrote became an element or ran. */
function expectNothingMadeFromText() {
  expect(document.querySelector('[data-fuzz]')).not.toBeInTheDocument();
  expect((window as { __fuzzed?: unknown }).__fuzzed).toBeUndefined();
}

/**
 * The form refused: at least one message, and every invalid field's message, is inside an alert (announced when
 * it appears).
 */
function expectRefusalAnnounced(form: HTMLElement) {
  const alerts = within(form).queryAllByRole('alert');
  expect(alerts.some((alert) => alert.textContent.trim() !== '')).toBe(true);
  for (const field of form.querySelectorAll('[aria-invalid="true"]')) {
    const message = document.getElementById(field.getAttribute('aria-errormessage') ?? '');
    expect(
      message?.querySelector('[role="alert"]')?.textContent,
      field.getAttribute('name') ?? '',
    ).toBeTruthy();
  }
}

/** `message` is in a live region (the toasts' region is one), so it is read out when it appears. */
function expectAnnounced(message: string) {
  const live = [
    ...document.querySelectorAll('[aria-live="polite"], [aria-live="assertive"], [role="alert"]'),
  ];
  expect(
    live.some((region) => region.textContent.includes(message)),
    message,
  ).toBe(true);
}

const hasAlert = (form: HTMLElement) => within(form).queryAllByRole('alert').length > 0;

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

describe('hostile text in the free-text fields (R17)', () => {
  it('search box: keeps the text, announces the outcome and searches for exactly that text', async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (text) => {
        const held = await asAPlainFieldHoldsIt(text, 'input');
        const { user, router, unmount } = renderRoute(<SearchBox />);
        const box = screen.getByRole('combobox', { name: 'Search products' });
        await pasteInto(user, box, text);
        expect(box).toHaveValue(held);

        if (held.trim() !== '') {
          // The suggestions' outcome is announced (a live status), whatever was typed.
          const status = screen.getByRole('status');
          await waitFor(() => expect(status).toHaveTextContent(/^(No products found|\d+ products? found)$/), {
            timeout: 3000,
          });
          for (const option of screen.queryAllByRole('option')) expect(option).toHaveTextContent(/\S/);
        }
        expectNothingMadeFromText();

        await user.keyboard('{Enter}');
        if (held.trim() !== '') {
          await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
          expect(new URLSearchParams(router.state.location.search).get('q')).toBe(asStored(held.trim()));
        }
        unmount();
      }),
      RUNS,
    );
  }, 60_000);

  it('address form: saves and lists the text as written, or announces why not and keeps it', async () => {
    await signInDemoCustomer();
    const { user } = renderAccountRoute(<AddressesRoute />, { route: '/user/addresses', name: 'addresses' });
    const book = await screen.findByRole('list', { name: 'Addresses' }, { timeout: 5000 });
    const outcomes = new Set<string>();

    await fc.assert(
      fc.asyncProperty(hostileText, hostileText, async (name, street) => {
        const heldName = await asAPlainFieldHoldsIt(name, 'input');
        const heldStreet = await asAPlainFieldHoldsIt(street, 'input');
        await user.click(within(book).getAllByRole('button', { name: /^Edit/ })[0]!);
        const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
        const form = within(dialog).getByRole('form');
        const nameField = within(dialog).getByLabelText<HTMLInputElement>('Full Name');
        const streetField = within(dialog).getByLabelText<HTMLInputElement>('Street Address');
        await pasteInto(user, nameField, name);
        await pasteInto(user, streetField, street);
        expect([nameField.value, streetField.value]).toEqual([heldName, heldStreet]);

        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(screen.queryByRole('dialog') === null || hasAlert(form)).toBe(true), {
          timeout: 3000,
        });
        expectNothingMadeFromText();
        if (screen.queryByRole('dialog') === null) {
          outcomes.add('saved');
          // The server keeps the trimmed text; the book shows it as text.
          const card = within(book).getAllByRole('listitem')[0]!;
          expect(asStored(card.getAttribute('aria-label') ?? '')).toBe(asStored(heldName.trim()));
          expect(asStored(card.textContent)).toContain(asStored(heldStreet.trim()));
        } else {
          outcomes.add('refused');
          expectRefusalAnnounced(form);
          // What was typed survives the refusal.
          expect([nameField.value, streetField.value]).toEqual([heldName, heldStreet]);
          await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
          await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        }
      }),
      RUNS_WITH_PAIRS,
    );
    // Both paths were taken: 10,000 characters are refused (255 at most), the rest saved.
    expect([...outcomes].sort()).toEqual(['refused', 'saved']);
  }, 90_000);

  it('review form: the review shows title and comment as text, and a missing rating is announced', async () => {
    const { products, reviews } = getCatalogue();
    const product = products.find(
      (p) =>
        p.status === 'published' &&
        !p.is_catalog &&
        !p.is_classified &&
        !reviews.some((r) => r.product_id === p.id && r.user_id === DEMO_CUSTOMER_ID),
    )!;
    await signInDemoCustomer();
    const { user } = renderAccountRoute(<ProductRoute />, {
      route: `/product/${product.slug}`,
      path: '/product/:slug',
      name: 'product',
    });
    const section = await screen.findByRole('region', { name: 'Ratings & Reviews' });
    const openForm = async () => {
      const open = within(section).queryByRole('form', { name: /^(Write a Review|Edit your review)$/ });
      if (open) return open;
      await user.click(
        await within(section).findByRole('button', { name: /^(Write a Review|Edit your review)$/ }),
      );
      return within(section).getByRole('form', { name: /^(Write a Review|Edit your review)$/ });
    };

    // No stars yet: the form refuses, says so in an alert and keeps the hostile title.
    const [hostile] = EXAMPLES[1]!;
    const heldHostile = await asAPlainFieldHoldsIt(hostile, 'input', 255);
    const unrated = await openForm();
    await pasteInto(user, within(unrated).getByRole('textbox', { name: 'Title' }), hostile);
    await user.click(within(unrated).getByRole('button', { name: /^(Submit|Update) review$/ }));
    await waitFor(() => expect(hasAlert(unrated)).toBe(true));
    expectRefusalAnnounced(unrated);
    expect(within(unrated).getByRole('textbox', { name: 'Title' })).toHaveValue(heldHostile);
    expectNothingMadeFromText();

    await fc.assert(
      fc.asyncProperty(hostileText, hostileText, async (title, comment) => {
        const heldTitle = await asAPlainFieldHoldsIt(title, 'input', 255);
        const heldComment = await asAPlainFieldHoldsIt(comment, 'textarea', 5000);
        const form = await openForm();
        const titleField = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Title' });
        const commentField = within(form).getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment' });
        await pasteInto(user, titleField, title);
        await pasteInto(user, commentField, comment);
        expect([titleField.value, commentField.value]).toEqual([heldTitle, heldComment]);
        await user.click(within(form).getByRole('radio', { name: '4 stars' }));
        await user.click(within(form).getByRole('button', { name: /^(Submit|Update) review$/ }));

        await waitFor(() => expect(!form.isConnected || hasAlert(form)).toBe(true), { timeout: 3000 });
        expectNothingMadeFromText();
        if (form.isConnected) {
          expectRefusalAnnounced(form);
          return;
        }
        const mine = await within(section).findByRole('article', { name: /^Review by Demo/ });
        if (heldTitle.trim() !== '') {
          const heading = within(mine).getByRole('heading', { level: 4 });
          expect(asStored(heading.textContent)).toBe(asStored(heldTitle.trim()));
        }
        if (heldComment.trim() !== '')
          expect(asStored(mine.textContent)).toContain(asStored(heldComment.trim()));
      }),
      RUNS_WITH_PAIRS,
    );
  }, 90_000);

  it('blog comment form: the comment is listed as text, or the refusal is announced and the text kept', async () => {
    await signInDemoCustomer();
    const slug = 'which-fitness-tracker-suits-you';
    const { user, toasts } = renderAccountRoute(<BlogDetailsScreen slug={slug} />, {
      route: `/blog/${slug}`,
      path: '/blog/:slug',
      name: 'blog',
    });
    const form = await screen.findByRole('form', { name: 'Leave a comment' }, { timeout: 5000 });
    const field = within(form).getByRole<HTMLTextAreaElement>('textbox', { name: /Your comment/ });
    const outcomes = new Set<string>();

    await fc.assert(
      fc.asyncProperty(hostileText, async (text) => {
        const held = await asAPlainFieldHoldsIt(text, 'textarea', 5000);
        const toastsBefore = toasts.length;
        await pasteInto(user, field, text);
        expect(field).toHaveValue(held);
        await user.click(within(form).getByRole('button', { name: 'Post Comment' }));
        // Posted: the form empties and the comment leads the list. Refused: the text is kept and the reason
        // announced, beside the field (an alert) or, for the server's 200 `{ error }`, in the error toast.
        await waitFor(
          () => expect(field.value === '' || hasAlert(form) || toasts.length > toastsBefore).toBe(true),
          {
            timeout: 3000,
          },
        );
        expectNothingMadeFromText();
        if (field.value === '') {
          outcomes.add('posted');
          const comments = screen.getByRole('list', { name: 'Comments' });
          await waitFor(() =>
            expect(asStored(within(comments).getAllByRole('listitem')[0]!.textContent)).toContain(
              asStored(held.trim()),
            ),
          );
        } else {
          outcomes.add('refused');
          expect(field).toHaveValue(held);
          // The toast is asked for before the form's catch sets its field's alert, and before either is drawn: a
          // 422 (a comment of only a BOM) was read between the two. Wait until the refusal is announced.
          await waitFor(() => {
            if (hasAlert(form)) expectRefusalAnnounced(form);
            else expectAnnounced(toasts.at(-1)!.message);
          });
        }
      }),
      RUNS,
    );
    // A comment of only spaces passes the form and is refused by the server: both paths were taken.
    expect([...outcomes].sort()).toEqual(['posted', 'refused']);
  }, 90_000);
});
