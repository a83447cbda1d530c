import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { resetDemoShop } from '../../../mocks/state/store';
import { renderRoute } from '../../../tests/helpers/render';
import { Component as VideoShopRoute } from '../../app/routes/video-shop';
import { VideoShopsScreen } from './VideoShopsScreen';

beforeEach(() => resetDemoShop());

const demoVideos = async () =>
  (
    (await (await fetch('/get/video-shops')).json()) as {
      videos: { data: { slug: string; title: string }[] };
    }
  ).videos.data;

describe('Video Shopping', () => {
  it("lists the shops' videos, each opening its page", async () => {
    const [first] = await demoVideos();
    renderRoute(<VideoShopsScreen />, {
      route: '/video-shopping',
      path: '/video-shopping',
      name: 'videoShopping',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Video Shopping' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Videos' });
    expect(within(list).getByRole('link', { name: first!.title })).toHaveAttribute(
      'href',
      `/video-shopping/${first!.slug}`,
    );
  });

  it('says so when the videos cannot be loaded', async () => {
    server.use(http.get('*/get/video-shops', () => HttpResponse.json({}, { status: 500 })));
    renderRoute(<VideoShopsScreen />, {
      route: '/video-shopping',
      path: '/video-shopping',
      name: 'videoShopping',
    });
    expect(await screen.findByRole('heading', { name: 'We could not load the videos' })).toBeInTheDocument();
  });

  it('shows a video with its products to add to the cart, and popular videos', async () => {
    const [first] = await demoVideos();
    renderRoute(<VideoShopRoute />, {
      route: `/video-shopping/${first!.slug}`,
      path: '/video-shopping/:slug',
      name: 'videoShop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: first!.title })).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Products in this video' });
    expect(within(products).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(
      within(products).getAllByRole('button', { name: /Add to Cart|Choose options|Select options/i }).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('list', { name: 'Popular videos' })).toBeInTheDocument();
  });

  it('says so when the video does not exist, and offers popular videos', async () => {
    renderRoute(<VideoShopRoute />, {
      route: '/video-shopping/nope',
      path: '/video-shopping/:slug',
      name: 'videoShop',
    });
    expect(await screen.findByRole('heading', { name: 'This video is not available' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Popular videos' })).toBeInTheDocument();
  });

  it('says so when the video cannot be loaded', async () => {
    server.use(http.get('*/get/video-shops-details/:slug', () => HttpResponse.json({}, { status: 500 })));
    renderRoute(<VideoShopRoute />, {
      route: '/video-shopping/x',
      path: '/video-shopping/:slug',
      name: 'videoShop',
    });
    expect(await screen.findByRole('heading', { name: 'We could not open this video' })).toBeInTheDocument();
  });
});
