import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { getGetAllCategoriesMockHandler } from '@/api-generated/endpoints/catalogue/catalogue.msw';
import { withStorefront } from '../../../tests/helpers/story-support';
import { CategoriesScreen } from './CategoriesScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Categories',
  component: CategoriesScreen,
  decorators: [withStorefront()],
  parameters: { route: '/categories' },
} satisfies Meta<typeof CategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo shop's three levels: roots, their pictured children, and the children's own children as links. */
export const Loaded: Story = {};

export const Empty: Story = {
  parameters: { msw: { handlers: [getGetAllCategoriesMockHandler({ categories: [] })] } },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [http.get('*/home/categories', () => HttpResponse.json({}, { status: 500 }))] },
  },
};

export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetAllCategoriesMockHandler(async () => {
          await neverAnswer();
          return { categories: [] };
        }),
      ],
    },
  },
};
