import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../../../tests/helpers/render';
import { LinkedImage } from './LinkedImage';

const renderBanner = (link: string | null) =>
  renderRoute(
    <LinkedImage src="/images/banners/1.webp" alt="Summer sale" width={600} height={300} link={link} />,
  );
const bannerLink = () => screen.getByRole('img', { name: 'Summer sale' }).closest('a');

describe('LinkedImage', () => {
  it('leads to a shop page in the app and to another site in a new tab', () => {
    const { unmount } = renderBanner('/offer/products');
    expect(bannerLink()).toHaveAttribute('href', '/offer/products');
    expect(bannerLink()).not.toHaveAttribute('target');
    unmount();

    renderBanner('https://brand.example/summer');
    expect(bannerLink()).toHaveAttribute('href', 'https://brand.example/summer');
    expect(bannerLink()).toHaveAttribute('target', '_blank');
  });

  it('beside a text link to the same page, is a link for the pointer only: no second, nameless link', async () => {
    const { user } = renderRoute(
      <>
        <LinkedImage
          src="/images/campaigns/1.webp"
          alt=""
          width={374}
          height={374}
          link="/campaign/winter"
          repeatsTextLink
        />
        <a href="/campaign/winter">Winter Collection</a>
      </>,
    );
    expect(screen.getAllByRole('link')).toEqual([screen.getByRole('link', { name: 'Winter Collection' })]);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Winter Collection' })).toHaveFocus();
  });

  it.each([
    '/\\evil.example',
    '\\\\evil.example',
    '//evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('shows the picture without a link for %j', (link) => {
    renderBanner(link);
    expect(screen.getByRole('img', { name: 'Summer sale' })).toBeInTheDocument();
    expect(bannerLink()).not.toBeInTheDocument();
  });
});
