import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { getGetAllBrandsMockHandler } from '@/api-generated/endpoints/catalogue/catalogue.msw';
import { withStorefront } from '../../../tests/helpers/story-support';
import { BrandsScreen } from './BrandsScreen';
import { neverAnswer } from '../../../tests/helpers/never-answer';

const noBrands = {
  brands: {
    data: [],
    total: 0,
    count: 0,
    per_page: 30,
    current_page: 1,
    total_pages: 0,
    last_page: 1,
    next_page_url: null,
    has_more_data: false,
  },
};

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Brands',
  component: BrandsScreen,
  decorators: [withStorefront()],
  parameters: { route: '/brands' },
} satisfies Meta<typeof BrandsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo shop's thirty brands. */
export const Loaded: Story = {};

export const Empty: Story = { parameters: { msw: { handlers: [getGetAllBrandsMockHandler(noBrands)] } } };

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [http.get('*/home/brands', () => HttpResponse.json({}, { status: 500 }))] },
  },
};

/** The first page never arrives: tile skeletons hold the grid. */
export const Slow: Story = {
  parameters: {
    msw: {
      handlers: [
        getGetAllBrandsMockHandler(async () => {
          await neverAnswer();
          return noBrands;
        }),
      ],
    },
  },
};
