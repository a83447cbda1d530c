import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import { getGetHomePageMockHandler } from '@/api-generated/endpoints/home/home.msw';
import { getSubscribeMockHandler } from '@/api-generated/endpoints/settings/settings.msw';
import { withRecentlyViewed } from '../../../tests/helpers/recently-viewed';
import { storyStartData, withStorefront } from '../../../tests/helpers/story-support';
import { Component as HomeRoute } from './home';

/** The shop's article as an owner writes it: a heading, a paragraph, a link. */
const ARTICLE =
  '<h2>Shop from independent sellers</h2><p>Marketfront brings hundreds of shops together: every order supports ' +
  'a small business. Read <a href="/page/about-us">about us</a>.</p>';

/**
 * A shop with every fixed section switched on and nothing above them (no slider, banners, services or configured
 * sections), so the screenshot shows them: the story tests capture what a first screen paints, and sections below
 * it are laid out only as they near the viewport (docs/performance.md, "The first render is a transition"). Their
 * order after configured sections is the unit tests' (HomeFixedSections.test.tsx).
 */
const allFixedSectionsOn = () => {
  const start = storyStartData();
  return {
    ...start,
    sliders: [],
    banners: [],
    settings_data: {
      ...start.settings_data,
      show_service_info_section: 0 as const,
      recent_viewed: 1 as const,
      subscription_section: 1 as const,
      article_section: 1 as const,
      article: ARTICLE,
    },
  };
};

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Home fixed sections',
  component: HomeRoute,
  decorators: [withStorefront(allFixedSectionsOn())],
  parameters: {
    route: '/',
    msw: {
      handlers: [
        getGetHomePageMockHandler({ components: {}, component_names: [], has_more_data: false }),
        getSubscribeMockHandler({ success: 'Subscribed successfully' }),
      ],
    },
  },
} satisfies Meta<typeof HomeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Recently viewed, the subscribe box, the shop's article. The subscribe form and the article come in their own chunk
 * after the row: the screenshot waits for both (in any language: the form's e-mail field, the owner's heading).
 */
export const AllOn: Story = {
  decorators: [withRecentlyViewed()],
  play: async ({ canvasElement }) => {
    await waitFor(
      () => {
        if (!canvasElement.querySelector('input[type="email"]'))
          throw new Error('the subscribe form is on its way');
        if (!canvasElement.textContent?.includes('Shop from independent sellers'))
          throw new Error('the article is on its way');
      },
      { timeout: 10_000 },
    );
  },
};

/** Before the list of recently viewed products arrives (10 s after load): its row's skeleton holds the place. */
export const RecentlyViewedPending: Story = {};
