import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../../tests/helpers/render';
import { startDataFixture, type StartDataOverrides } from '../../../tests/helpers/start-data';
import { Footer } from './Footer';

const renderFooter = (settings_data: StartDataOverrides['settings_data'] = {}) =>
  renderRoute(<Footer />, { startData: startDataFixture({ settings_data }) });

const linksOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer', () => {
  it('links the social accounts with web addresses and leaves out any other address the admin set', () => {
    renderFooter({
      facebook_link: 'https://facebook.example/shop',
      twitter_link: 'javascript:alert(document.cookie)',
      linkedin_link: '\u0000JaVaScRiPt:alert(1)',
      instagram_link: 'vbscript:msgbox(1)',
      youtube_link: '/\\evil.example',
    });
    const follow = screen.getByRole('navigation', { name: 'Follow us' });
    expect(linksOf(follow)).toEqual([['Facebook(opens in a new tab)', 'https://facebook.example/shop']]);
    expect(document.querySelector('a[href]:not([href^="/"]):not([href^="https:"])')).not.toBeInTheDocument();
  });

  it('shows the owner’s footer menu and useful links, children too, as links into the shop', () => {
    renderFooter({
      footer_menu: [
        { label: 'About Us', url: '/page/about-us' },
        { label: 'Help', url: '#', children: [{ label: 'Shipping', url: '/page/shipping-policy' }] },
        { label: 'Blog', url: `${window.location.origin}/blogs` },
      ],
      useful_links: [
        { label: 'Terms and Conditions', url: '/page/terms-and-conditions' },
        { label: 'Privacy Policy', url: '/page/privacy-policy' },
        { label: 'Refund Policy', url: '/page/refund-policy' },
        { label: 'Our supplier', url: 'https://supplier.example/' },
      ],
    });
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
    expect(linksOf(quick)).toEqual([
      ['About Us', '/page/about-us'],
      ['Shipping', '/page/shipping-policy'],
      ['Blog', '/blogs'],
      // Contact and Track Order stay reachable when the owner's menu does not link them.
      ['Contact', '/contact'],
      ['Track Order', '/track-order'],
    ]);
    expect(within(quick).getByText('Help')).toBeInTheDocument();
    const useful = screen.getByRole('navigation', { name: 'Useful Links' });
    expect(linksOf(useful)).toEqual([
      ['Terms and Conditions', '/page/terms-and-conditions'],
      ['Privacy Policy', '/page/privacy-policy'],
      ['Refund Policy', '/page/refund-policy'],
      ['Our supplier', 'https://supplier.example/'],
    ]);
  });

  it('lists Contact and Track Order once when the owner’s menu already links them', () => {
    renderFooter({
      footer_menu: [
        { label: 'Contact Us', url: '/contact' },
        { label: 'Where is my order?', url: '/track-order' },
      ],
    });
    expect(linksOf(screen.getByRole('navigation', { name: 'Quick Links' }))).toEqual([
      ['Contact Us', '/contact'],
      ['Where is my order?', '/track-order'],
    ]);
  });

  it('gives no link for a hostile address in the owner’s menus and drops the entry', () => {
    renderFooter({
      footer_menu: [
        { label: 'About Us', url: '/page/about-us' },
        { label: 'Script', url: 'javascript:alert(document.cookie)' },
        { label: 'Other host', url: '//evil.example/' },
        { label: 'Backslash', url: '/\\evil.example' },
        {
          label: 'Group',
          url: '#',
          children: [{ label: 'Data', url: 'data:text/html,<script>alert(1)</script>' }],
        },
      ],
      useful_links: [{ label: 'Tabbed', url: 'java\tscript:alert(1)' }],
    });
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/page/about-us');
    for (const name of ['Script', 'Other host', 'Backslash', 'Group', 'Data', 'Tabbed']) {
      expect(screen.queryByText(name)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('navigation', { name: 'Useful Links' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^\/(?![/\\])/));
    }
  });

  it('leaves out the owner’s links to a module that is switched off', () => {
    renderFooter({
      seller_system: 0,
      footer_menu: [
        { label: 'About Us', url: '/page/about-us' },
        { label: 'All Sellers', url: '/sellers' },
        { label: 'Sell with us', url: '/register/seller' },
      ],
    });
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getByRole('link', { name: 'About Us' })).toBeInTheDocument();
    expect(within(quick).queryByRole('link', { name: 'All Sellers' })).not.toBeInTheDocument();
    expect(within(quick).queryByRole('link', { name: 'Sell with us' })).not.toBeInTheDocument();
  });

  it('shows the contact details, about text, copyright, app and social links the owner set', () => {
    renderFooter({
      about_description: 'Independent makers, one checkout.',
      footer_contact_address: '12 Demo Street, Dhaka',
      footer_contact_phone: '+880 1700-000000',
      footer_contact_email: 'help@shop.example',
      copyright: '© 2026 Demo Traders Ltd.',
      play_store_link: 'https://play.example/store/apps/details?id=demo',
      apple_store_link: 'https://apps.example/app/demo',
      instagram_link: 'https://instagram.example/shop',
    });
    expect(screen.getByText('Independent makers, one checkout.')).toBeInTheDocument();
    expect(screen.getByText('12 Demo Street, Dhaka')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
    expect(screen.getByRole('link', { name: 'help@shop.example' })).toHaveAttribute(
      'href',
      'mailto:help@shop.example',
    );
    expect(screen.getByText('© 2026 Demo Traders Ltd.')).toBeInTheDocument();
    const apps = screen.getByRole('navigation', { name: 'Get the app' });
    expect(within(apps).getByRole('link', { name: /Get it on Google Play/ })).toHaveAttribute(
      'href',
      'https://play.example/store/apps/details?id=demo',
    );
    expect(within(apps).getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
      'href',
      'https://apps.example/app/demo',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Follow us' })).getByRole('link', { name: /Instagram/ }),
    ).toHaveAttribute('href', 'https://instagram.example/shop');
  });

  it('shows none of them when the owner set none, and hides the social links when they are switched off', () => {
    const { unmount } = renderFooter();
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Get the app' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Useful Links' })).not.toBeInTheDocument();
    expect(document.querySelector('address')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^(tel|mailto):/ })).not.toBeInTheDocument();
    expect(screen.getByText('© Marketfront')).toBeInTheDocument();
    // Contact and Track Order are always there.
    expect(linksOf(screen.getByRole('navigation', { name: 'Quick Links' }))).toEqual([
      ['Contact', '/contact'],
      ['Track Order', '/track-order'],
    ]);
    unmount();

    renderFooter({ show_social_links: 0, facebook_link: 'https://facebook.example/shop' });
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it('shows a phone number or e-mail that cannot be dialled or written to as text, not as a link', () => {
    renderFooter({ footer_contact_phone: 'ask at the till', footer_contact_email: 'not an address' });
    expect(screen.getByText('ask at the till')).toBeInTheDocument();
    expect(screen.getByText('not an address')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'ask at the till' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'not an address' })).not.toBeInTheDocument();
  });
});
