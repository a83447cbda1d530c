import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { withStorefront } from '../../../tests/helpers/story-support';
import { Component as VideoShopRoute } from './video-shop';
import { Component as VideoShoppingRoute } from './video-shopping';
import { endlessGet } from '../../../tests/helpers/never-answer';

/** Both video routes as the router mounts them. */
function VideoRoutes() {
  return (
    <Routes>
      <Route path="/video-shopping" element={<VideoShoppingRoute />} />
      <Route path="/video-shopping/:slug" element={<VideoShopRoute />} />
    </Routes>
  );
}

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Video shopping',
  component: VideoRoutes,
  decorators: [withStorefront()],
  parameters: { route: '/video-shopping' },
} satisfies Meta<typeof VideoRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = (path: string) => ({ msw: { handlers: [endlessGet(path)] } });
const noVideos = {
  videos: {
    data: [],
    total: 0,
    count: 0,
    per_page: 12,
    current_page: 1,
    total_pages: 0,
    last_page: 1,
    next_page_url: null,
    has_more_data: false,
  },
};

/** The demo shop's videos. */
export const Videos: Story = {};
export const VideosEmpty: Story = {
  parameters: { msw: { handlers: [http.get('*/get/video-shops', () => HttpResponse.json(noVideos))] } },
};
export const VideosError: Story = {
  parameters: {
    msw: { handlers: [http.get('*/get/video-shops', () => HttpResponse.json({}, { status: 500 }))] },
  },
};
export const VideosSlow: Story = { parameters: never('*/get/video-shops') };

/** A video with its products, related products and popular videos. */
export const Video: Story = {
  parameters: { route: '/video-shopping/winter-styling-session' },
};

/** An unknown video: the page offers the popular ones. */
export const VideoNotFound: Story = { parameters: { route: '/video-shopping/no-such-video' } };
export const VideoError: Story = {
  parameters: {
    route: '/video-shopping/x',
    msw: {
      handlers: [http.get('*/get/video-shops-details/:slug', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
};
export const VideoSlow: Story = {
  parameters: { route: '/video-shopping/x', ...never('*/get/video-shops-details/:slug') },
};
