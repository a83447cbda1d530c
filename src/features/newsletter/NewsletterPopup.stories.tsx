import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getSubscribeMockHandler } from '@/api-generated/endpoints/settings/settings.msw';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { storyImage, withStorefront } from '../../../tests/helpers/story-support';
import { NewsletterPopup } from './NewsletterPopup';

const shop = startDataFixture({
  settings_data: {
    site_popup_status: 1,
    popup_show_in: 'all_page',
    popup_title: 'Join our newsletter',
    popup_description: 'New arrivals and offers, every Friday.',
    popup_image: storyImage('Newsletter', 200, 480, 240),
    facebook_link: 'https://facebook.example/marketfront',
    twitter_link: null,
    linkedin_link: null,
    instagram_link: 'https://instagram.example/marketfront',
    youtube_link: 'https://youtube.example/marketfront',
  },
});

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Features/Newsletter/NewsletterPopup',
  component: NewsletterPopup,
  decorators: [withStorefront(shop)],
  parameters: { msw: { handlers: [getSubscribeMockHandler({ success: 'Subscribed successfully' })] } },
  beforeEach: () => localStorage.removeItem('newsletter-popup-hidden'),
} satisfies Meta<typeof NewsletterPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened at once (the app waits 10 s), with the picture, the form, three social links and the opt-out. */
export const Open: Story = {
  args: { delayMs: 0 },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Join our newsletter' });
    // Wait for the opening transition, so the screenshot shows the settled dialog.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
