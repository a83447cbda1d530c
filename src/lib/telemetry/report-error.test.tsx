import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { reportError, rootErrorCallbacks, setErrorSink, type ErrorReport } from './report-error';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not show this part</p> : this.props.children;
  }
}

function Broken(): ReactNode {
  throw new Error('the reviews failed to render');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('error telemetry', () => {
  it('sends one event, with where React caught it, for an error a boundary catches', async () => {
    const reports: ErrorReport[] = [];
    const restore = setErrorSink((report) => reports.push(report));
    try {
      render(
        <Boundary>
          <Broken />
        </Boundary>,
        { onCaughtError: rootErrorCallbacks.onCaughtError },
      );
      expect(await screen.findByText('Could not show this part')).toBeInTheDocument();
      expect(reports).toEqual([
        expect.objectContaining({
          source: 'caught',
          name: 'Error',
          message: 'the reviews failed to render',
          componentStack: expect.stringContaining('Broken'),
        }),
      ]);
    } finally {
      restore();
    }
  });

  it('posts the report as JSON to VITE_ERROR_REPORT_URL when the build sets one', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('/telemetry/errors', async ({ request }) => {
        received.push(JSON.parse(await request.text()));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    vi.stubEnv('VITE_ERROR_REPORT_URL', '/telemetry/errors');
    reportError(new TypeError('price is undefined'), 'route');
    await vi.waitFor(() =>
      expect(received).toEqual([
        expect.objectContaining({ source: 'route', name: 'TypeError', message: 'price is undefined' }),
      ]),
    );
  });

  it('never throws into error handling when the sink fails', () => {
    const restore = setErrorSink(() => {
      throw new Error('the sink is down');
    });
    try {
      expect(() => reportError(new Error('checkout failed'), 'uncaught')).not.toThrow();
    } finally {
      restore();
    }
  });
});
