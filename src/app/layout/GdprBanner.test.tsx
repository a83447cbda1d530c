import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { installHappyDomShims } from '@/design-system/components/SafeHtml/happyDomShims';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { GdprBanner } from './GdprBanner';

const notice =
  '<p>We keep your cart in this browser. <a href="/page/privacy-policy">Privacy Policy</a> ' +
  '<a href="javascript:alert(1)">More</a><img src=x onerror="alert(1)"></p>';

const renderBanner = (gdpr_enable: 0 | 1, gdpr: string | null = notice) =>
  renderRoute(<GdprBanner />, { startData: startDataFixture({ settings_data: { gdpr_enable, gdpr } }) });

// What DOMPurify needs of a DOM that happy-dom lacks; without it SafeHtml (failing closed) renders nothing.
installHappyDomShims();

const forgetConsentCookie = () => {
  document.cookie = 'marketfront_gdpr=; Max-Age=0; Path=/';
};

beforeEach(() => {
  localStorage.clear();
  forgetConsentCookie();
});
afterEach(() => {
  vi.unstubAllEnvs();
  forgetConsentCookie();
});

describe('GdprBanner', () => {
  it('shows the shop’s notice (sanitised) until accepted, and remembers the answer in this browser', async () => {
    const { user, unmount } = renderBanner(1);
    const banner = screen.getByRole('region', { name: 'Privacy notice' });
    // Its words at once, its markup once the sanitiser's chunk is in (DeferredSafeHtml).
    expect(banner).toHaveTextContent('We keep your cart in this browser.');
    expect((await within(banner).findAllByRole('link')).map((link) => link.getAttribute('href'))).toEqual([
      '/page/privacy-policy',
    ]);
    expect(banner.querySelector('[onerror]')).not.toBeInTheDocument();

    await user.click(within(banner).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
    expect(localStorage.getItem('gdpr-consent')).toBe('true');
    unmount();

    renderBanner(1);
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
  });

  it('shows nothing when the shop has it off or left its text empty', () => {
    const { unmount } = renderBanner(0);
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
    unmount();
    renderBanner(1, '  ');
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
  });

  it('keeps the answer out of cookies in the default build (nothing changes for the drop-in)', async () => {
    const { user } = renderBanner(1);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(document.cookie).not.toContain('marketfront_gdpr');
  });

  describe('in a server-rendering build (VITE_SERVER_RENDER=on)', () => {
    beforeEach(() => {
      vi.stubEnv('VITE_SERVER_RENDER', 'on');
    });

    it('keeps the answer in the consent cookie too, which the server reads', async () => {
      const { user, unmount } = renderBanner(1);
      await user.click(screen.getByRole('button', { name: 'Accept' }));
      expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
      expect(document.cookie).toContain('marketfront_gdpr=1');
      expect(localStorage.getItem('gdpr-consent')).toBe('true');
      unmount();
      // The cookie alone is the answer (what the server and the hydrating first render read).
      localStorage.clear();
      renderBanner(1);
      expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
    });

    it('an answer given before the cookie existed (localStorage only) hides it and sets the cookie', async () => {
      localStorage.setItem('gdpr-consent', 'true');
      renderBanner(1);
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument(),
      );
      expect(document.cookie).toContain('marketfront_gdpr=1');
    });
  });
});
