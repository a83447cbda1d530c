import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../mocks/node';
import { getSubscribeMockHandler } from '@/api-generated/endpoints/settings/settings.msw';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture, type StartDataOverrides } from '../../../tests/helpers/start-data';
import { NEWSLETTER_POPUP_DELAY_MS, NewsletterPopup } from './NewsletterPopup';

const shop = (settings: StartDataOverrides['settings_data'] = {}) =>
  startDataFixture({
    settings_data: {
      site_popup_status: 1,
      popup_show_in: 'home_page',
      popup_title: 'Join our newsletter',
      popup_description: 'Offers every Friday.',
      popup_image: '/images/popup.webp',
      facebook_link: 'https://facebook.example/shop',
      twitter_link: '',
      linkedin_link: null,
      instagram_link: 'https://instagram.example/shop',
      youtube_link: null,
      ...settings,
    },
  });

const renderPopup = (route = '/', startData = shop()) =>
  renderRoute(<NewsletterPopup />, {
    route,
    path: route,
    startData,
  });

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Interactions after the pop-up opened run on real timers (Radix's focus handling waits on them). */
const realTimeUser = () => {
  vi.useRealTimers();
  return userEvent.setup();
};
const dialog = () => screen.queryByRole('dialog', { name: 'Join our newsletter' });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('NewsletterPopup', () => {
  it('opens 10 seconds after load on the home page, not before', () => {
    renderPopup();
    wait(NEWSLETTER_POPUP_DELAY_MS - 1);
    expect(dialog()).not.toBeInTheDocument();
    wait(1);
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByText('Offers every Friday.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toBeInTheDocument();
    expect(NEWSLETTER_POPUP_DELAY_MS).toBe(10_000);
  });

  it('links only the social accounts the shop has set', () => {
    renderPopup();
    wait(NEWSLETTER_POPUP_DELAY_MS);
    const follow = screen.getByRole('navigation', { name: 'Follow us' });
    expect([...follow.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://facebook.example/shop',
      'https://instagram.example/shop',
    ]);
  });

  it('leaves out a social link whose address is not a web address', () => {
    renderPopup(
      '/',
      shop({
        facebook_link: 'javascript:alert(document.cookie)',
        twitter_link: ' JaVaScRiPt:alert(1)',
        linkedin_link: 'java\tscript:alert(1)',
        youtube_link: 'data:text/html,<script>alert(1)</script>',
      }),
    );
    wait(NEWSLETTER_POPUP_DELAY_MS);
    const follow = screen.getByRole('navigation', { name: 'Follow us' });
    const links = within(follow).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Instagram(opens in a new tab)', 'https://instagram.example/shop'],
    ]);
  });

  it('stays away from other pages when set to the home page, and shows on any page when set to all pages', () => {
    const { unmount } = renderPopup('/products');
    wait(NEWSLETTER_POPUP_DELAY_MS * 2);
    expect(dialog()).not.toBeInTheDocument();
    unmount();

    renderPopup('/products', shop({ popup_show_in: 'all_page' }));
    wait(NEWSLETTER_POPUP_DELAY_MS);
    expect(dialog()).toBeInTheDocument();
  });

  it('does not open when the shop has it off', () => {
    renderPopup('/', shop({ site_popup_status: 0 }));
    wait(NEWSLETTER_POPUP_DELAY_MS * 2);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('remembers "Don’t show this again" when ticked and forgets it when unticked', async () => {
    const { unmount } = renderPopup();
    wait(NEWSLETTER_POPUP_DELAY_MS);
    const user = realTimeUser();
    const checkbox = screen.getByRole('checkbox', { name: "Don't show this again" });
    await user.click(checkbox);
    expect(localStorage.getItem('newsletter-popup-hidden')).toBe('true');
    await user.click(checkbox);
    expect(localStorage.getItem('newsletter-popup-hidden')).toBeNull();
    await user.click(checkbox);
    unmount();

    // Next visit: the stored flag keeps it closed.
    vi.useFakeTimers();
    renderPopup();
    wait(NEWSLETTER_POPUP_DELAY_MS * 2);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('closes after a successful subscription', async () => {
    server.use(getSubscribeMockHandler({ success: 'Subscribed successfully' }));
    renderPopup();
    wait(NEWSLETTER_POPUP_DELAY_MS);
    const user = realTimeUser();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed successfully')).toBeInTheDocument();
    expect(dialog()).not.toBeInTheDocument();
  });
});
