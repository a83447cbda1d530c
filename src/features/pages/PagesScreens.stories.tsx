import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { withStorefront } from '../../../tests/helpers/story-support';
import { ContactScreen } from './ContactScreen';
import { StaticPageScreen } from './StaticPageScreen';
import { endlessGet } from '../../../tests/helpers/never-answer';

function Pages({ page }: { page: 'about-us' | 'contact' }) {
  return page === 'contact' ? <ContactScreen /> : <StaticPageScreen slug={page} />;
}

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Pages',
  component: Pages,
  decorators: [withStorefront()],
  args: { page: 'about-us' },
  parameters: { route: '/page/about-us' },
} satisfies Meta<typeof Pages>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = (path: string) => ({ msw: { handlers: [endlessGet(path)] } });

/** The demo shop's "About Us" page. */
export const StaticPage: Story = {};
/** A page with no text yet. */
export const StaticPageEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/home/others-page/:slug', () =>
          HttpResponse.json({ page: { title: 'About Us', content: null } }),
        ),
      ],
    },
  },
};
export const StaticPageError: Story = {
  parameters: {
    msw: { handlers: [http.get('*/home/others-page/:slug', () => HttpResponse.json({}, { status: 500 }))] },
  },
};
/** A page the shop does not have (removed, or a mistyped link): said so, with the way home. */
export const StaticPageNotFound: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/home/others-page/:slug', () => HttpResponse.json({ error: 'Page not found' }))],
    },
  },
};
export const StaticPageSlow: Story = { parameters: never('*/home/others-page/:slug') };

/** The contact details and the message form. */
export const Contact: Story = {
  args: { page: 'contact' },
  parameters: { route: '/contact' },
};
/** Writing to a seller from their shop's page. */
export const ContactSeller: Story = { args: { page: 'contact' }, parameters: { route: '/contact?seller=2' } };
/** The details fail: the form still works. */
export const ContactError: Story = {
  args: { page: 'contact' },
  parameters: {
    route: '/contact',
    msw: { handlers: [http.get('*/home/contact-page', () => HttpResponse.json({}, { status: 500 }))] },
  },
};
export const ContactSlow: Story = {
  args: { page: 'contact' },
  parameters: { route: '/contact', ...never('*/home/contact-page') },
};
