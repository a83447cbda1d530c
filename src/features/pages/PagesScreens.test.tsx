import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { resetDemoShop } from '../../../mocks/state/store';
import { renderRoute } from '../../../tests/helpers/render';
import { installHappyDomShims } from '@/design-system/components/SafeHtml/happyDomShims';
import { ContactScreen } from './ContactScreen';
import { StaticPageScreen } from './StaticPageScreen';
import { validationFailure } from '../../../tests/helpers/validation-failure';

// DOMPurify needs two browser behaviours happy-dom lacks (the SafeHtml stories check Chromium without them).
installHappyDomShims();

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

const renderContact = (route = '/contact') =>
  renderRoute(<ContactScreen />, { route, path: '/contact', name: 'contact' });

describe('Static page', () => {
  it("shows the shop's page with its text", async () => {
    renderRoute(<StaticPageScreen slug="about-us" />, {
      route: '/page/about-us',
      path: '/page/:slug',
      name: 'staticPage',
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'About Us' }).textContent?.length).toBeGreaterThan(20);
  });

  it('renders a script or an onerror payload inert', async () => {
    server.use(
      http.get('*/home/others-page/:slug', () =>
        HttpResponse.json({
          page: {
            title: 'Hostile',
            content:
              '<p>Hello</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">',
          },
        }),
      ),
    );
    renderRoute(<StaticPageScreen slug="hostile" />, {
      route: '/page/hostile',
      path: '/page/:slug',
      name: 'staticPage',
    });
    const article = await screen.findByRole('article', { name: 'Hostile' });
    expect(article).toHaveTextContent('Hello');
    expect(article.querySelector('script')).not.toBeInTheDocument();
    expect(article.querySelector('[onerror]')).not.toBeInTheDocument();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('says so when the page does not exist, with the way home and no "Try again"', async () => {
    const { toasts } = renderRoute(<StaticPageScreen slug="nope" />, {
      route: '/page/nope',
      path: '/page/:slug',
      name: 'staticPage',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // The backend's refusal in one error toast as well (spec §8).
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ tone: 'error' })]));
  });

  it('keeps any other failure a failure, with "Try again"', async () => {
    server.use(http.get('*/home/others-page/:slug', () => HttpResponse.json({}, { status: 500 })));
    renderRoute(<StaticPageScreen slug="about-us" />, {
      route: '/page/about-us',
      path: '/page/:slug',
      name: 'staticPage',
    });
    expect(await screen.findByRole('heading', { name: 'We could not open this page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Contact', () => {
  it("shows the shop's contact details and sends a message", async () => {
    const { user } = renderContact();
    const details = await screen.findByRole('region', { name: 'Contact details' });
    expect((await within(details).findAllByRole('link')).length).toBeGreaterThan(0);

    const form = screen.getByRole('form', { name: 'Send us a message' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ada Lovelace');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ada@example.test');
    await user.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Opening hours');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'When are you open?');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it('checks the fields before sending', async () => {
    const { user } = renderContact();
    const form = screen.getByRole('form', { name: 'Send us a message' });
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.length).toBeGreaterThanOrEqual(3);
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the server's messages on their fields and keeps what was typed", async () => {
    server.use(
      http.post('*/send-message', () =>
        validationFailure({ subject: ['The subject is spam.'] }, 'The subject is spam.'),
      ),
    );
    const { user, toasts } = renderContact();
    const form = screen.getByRole('form', { name: 'Send us a message' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ada@example.test');
    await user.type(within(form).getByRole('textbox', { name: /Subject/ }), 'Buy now');
    await user.type(within(form).getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await within(form).findByText('The subject is spam.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Message/ })).toHaveValue('Hello');
    // Beside its field, and as an error toast (spec §5: each field's first 422 message is toasted).
    expect(toasts.map((toast) => toast.message)).toEqual(['The subject is spam.']);
  });

  it('links an e-mail address and a number it can dial, and shows what it cannot as text', async () => {
    server.use(
      http.get('*/home/contact-page', () =>
        HttpResponse.json({
          contact: {
            id: 1,
            title: 'Contact',
            address: '12 Demo Street',
            email: 'help@shop.example',
            optional_email: 'Use the form below',
            phone: '+880 1700-000000',
            optional_phone: 'Ask at the till',
          },
        }),
      ),
    );
    renderContact();
    const details = await screen.findByRole('region', { name: 'Contact details' });
    await within(details).findByText('Ask at the till');
    expect(within(details).getByRole('link', { name: 'help@shop.example' })).toHaveAttribute(
      'href',
      'mailto:help@shop.example',
    );
    expect(within(details).getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
    expect(within(details).getByText('Use the form below')).toBeInTheDocument();
    expect(within(details).getAllByRole('link')).toHaveLength(2);
  });

  it('keeps a draft across a reload', async () => {
    const first = renderContact();
    await first.user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Draft subject');
    first.unmount();
    renderContact();
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Draft subject');
  });

  it('writes to a seller when opened from a shop', async () => {
    renderContact('/contact?seller=2');
    expect(screen.getByRole('form', { name: 'Message the seller' })).toBeInTheDocument();
  });
});
