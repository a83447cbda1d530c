import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { Footer } from './Footer';

describe('Footer', () => {
  it('links the social accounts with web addresses and leaves out any other address the admin set', () => {
    renderRoute(<Footer />, {
      startData: startDataFixture({
        settings_data: {
          facebook_link: 'https://facebook.example/shop',
          twitter_link: 'javascript:alert(document.cookie)',
          linkedin_link: '\u0000JaVaScRiPt:alert(1)',
          instagram_link: 'vbscript:msgbox(1)',
          youtube_link: '/\\evil.example',
        },
      }),
    });
    const follow = screen.getByRole('navigation', { name: 'Follow us' });
    const links = within(follow).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://facebook.example/shop'],
    ]);
    expect(document.querySelector('a[href]:not([href^="/"]):not([href^="https:"])')).toBeNull();
  });
});
