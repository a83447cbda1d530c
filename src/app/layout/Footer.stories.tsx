import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorefront } from '../../../tests/helpers/story-support';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { Footer } from './Footer';

const meta = {
  // The footer is part of every screen: each state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Layout/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every footer setting the owner can fill: about text, contact details (phone and e-mail as links), social and
 * app-store links, the footer menu (with a group) and the useful links, and the copyright line.
 */
export const EverythingSet: Story = {
  decorators: [
    withStorefront(
      startDataFixture({
        settings_data: {
          about_description:
            'Independent makers and a few big names, one checkout. Delivered across the country.',
          footer_contact_address: '12 Demo Street, Dhaka 1207, Bangladesh',
          footer_contact_phone: '+880 1700 000000',
          footer_contact_email: 'support@marketfront.test',
          copyright: '© 2026 Marketfront demo shop. All rights reserved.',
          play_store_link: 'https://play.google.com/store/apps/details?id=test.marketfront.demo',
          apple_store_link: 'https://apps.apple.com/app/marketfront-demo/id0000000000',
          facebook_link: 'https://facebook.example/marketfront',
          twitter_link: 'https://twitter.example/marketfront',
          linkedin_link: 'https://linkedin.example/company/marketfront',
          instagram_link: 'https://instagram.example/marketfront',
          youtube_link: 'https://youtube.example/@marketfront',
          footer_menu: [
            { label: 'About Us', url: '/page/about-us' },
            { label: 'Contact Us', url: '/contact' },
            {
              label: 'Help',
              url: '#',
              children: [
                { label: 'Track Order', url: '/track-order' },
                { label: 'Shipping Policy', url: '/page/shipping-policy' },
              ],
            },
            { label: 'All Sellers', url: '/sellers' },
          ],
          useful_links: [
            { label: 'Terms and Conditions', url: '/page/terms-and-conditions' },
            { label: 'Privacy Policy', url: '/page/privacy-policy' },
            { label: 'Refund Policy', url: '/page/refund-policy' },
          ],
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '+880 1700 000000' })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
    await expect(canvas.getByRole('navigation', { name: 'Useful Links' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Get the app' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /YouTube/ })).toBeVisible();
  },
};

/** A shop whose owner set nothing for the footer: the name, Contact and Track Order, the newsletter. */
export const NothingSet: Story = {
  decorators: [withStorefront(startDataFixture())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Follow us' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Useful Links' })).toBeNull();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Quick Links' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Contact', 'Track Order']);
  },
};
