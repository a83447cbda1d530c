import type { Meta, StoryObj } from '@storybook/react-vite';
import { startDataFixture } from '../../../tests/helpers/start-data';
import { withStorefront } from '../../../tests/helpers/story-support';
import { GdprBanner } from './GdprBanner';

const shop = startDataFixture({
  settings_data: {
    gdpr_enable: 1,
    gdpr:
      '<p>We keep your cart, language and currency in this browser, and count visits to improve the shop. ' +
      'Read our <a href="/page/privacy-policy">Privacy Policy</a>.</p>',
  },
});

const meta = {
  tags: ['rtl-and-custom'],
  title: 'Layout/GDPR banner',
  component: GdprBanner,
  decorators: [withStorefront(shop)],
  // The shopper's answer is kept in this browser: each story starts before it.
  beforeEach: () => localStorage.removeItem('gdpr-consent'),
} satisfies Meta<typeof GdprBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's notice (`gdpr_enable`, text from `gdpr`) docked over the page, until the shopper accepts it. */
export const Shown: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Privacy notice' });
    // Its words come at once, its markup with the sanitiser's chunk (DeferredSafeHtml): the capture is the latter.
    await canvas.findByRole('link', { name: 'Privacy Policy' });
  },
};
