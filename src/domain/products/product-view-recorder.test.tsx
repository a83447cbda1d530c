import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../tests/helpers/render';
import { ProductViewRecorder } from './product-queries';

describe('ProductViewRecorder', () => {
  it('records the view without rendering the page that shows it again', async () => {
    const views: unknown[] = [];
    server.use(
      http.post('*/home/product-view', async ({ request }) => {
        views.push(await request.json());
        return HttpResponse.json({ products: true, viewProduct: [] });
      }),
    );
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return <ProductViewRecorder slug="bluetooth-speaker" />;
    }
    renderRoute(<Page />);
    await waitFor(() => expect(views).toEqual([{ product_slug: 'bluetooth-speaker' }]), { timeout: 3000 });
    // The mutation went pending and then done: each re-rendered the recorder alone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageRenders).toBe(1);
  });
});
