import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Component as HomeRoute } from '@/app/routes/home';
import { server } from '../../../mocks/node';
import { homePages } from '../../../tests/helpers/catalogue-fixtures';
import { renderRoute } from '../../../tests/helpers/render';

// A `*.deferred.test.tsx` file (fresh modules): once the sections' code has arrived in a visit, a later home screen
// renders them at once, so this must run where no other test has loaded them (ADR 064).

describe('Home, on a first visit', () => {
  it('asks for the sections only once the first screen has painted, holding their place meanwhile', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let asked = 0;
    server.use(
      http.get('*/home/page', () => {
        asked += 1;
        return HttpResponse.json(homePages()[0]);
      }),
    );
    renderRoute(<HomeRoute />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Committed, no frame painted yet: the slider and banners are there, the sections' place is held.
    expect(screen.getByRole('region', { name: 'Featured offers' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading more sections' })).toBeInTheDocument();
    expect(asked).toBe(0);
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    expect(await screen.findByRole('heading', { name: "Today's Deals" })).toBeInTheDocument();
    expect(asked).toBe(1);
  });
});
