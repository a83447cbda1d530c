import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { getGetHomePageMockHandler } from '@/api-generated/endpoints/home/home.msw';
import type { GetHomePageResponse } from '@/api-generated/model';
import { homePages } from '../../../tests/helpers/catalogue-fixtures';
import { withStorefront } from '../../../tests/helpers/story-support';
import { HomeScreen } from './HomeScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

/** Both fixture pages as one, so no second page loads while the screenshot is taken. */
function allSections(): GetHomePageResponse {
  const [first, second] = homePages();
  return {
    components: { ...first.components, ...second.components },
    component_names: [...first.component_names, ...second.component_names],
    has_more_data: false,
  };
}

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [withStorefront()],
  parameters: { route: '/', msw: { handlers: [getGetHomePageMockHandler(allSections())] } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** A shop that configured no home sections: slider, banners and services only. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [getGetHomePageMockHandler({ components: {}, component_names: [], has_more_data: false })],
    },
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [http.get('*/home/page', () => HttpResponse.json({}, { status: 500 }))] } },
};

/** The sections never arrive: section skeletons stay under the slider. */
export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetHomePageMockHandler(async () => {
          await neverAnswer();
          return allSections();
        }),
      ],
    },
  },
};
