import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AtIdleStage, IdleStages } from './idle-stages';

// Idle periods run only when the test says so.
function fakeIdle() {
  const periods = new Map<number, IdleRequestCallback>();
  let handles = 0;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    handles += 1;
    periods.set(handles, callback);
    return handles;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => periods.delete(handle));
  return {
    /** One idle period: the callbacks waiting when it starts run (callbacks they schedule wait for the next). */
    runPeriod: () =>
      act(() => {
        const due = [...periods];
        periods.clear();
        for (const [, callback] of due) callback({ didTimeout: false, timeRemaining: () => 10 });
      }),
    pending: () => periods.size,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IdleStages', () => {
  it('starts one stage per idle period, in order, and leaves the page it wraps alone', () => {
    const idle = fakeIdle();
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return <p>The page</p>;
    }
    render(
      <IdleStages last={3}>
        <Page />
        <AtIdleStage stage={1}>
          <p>Offline notice</p>
        </AtIdleStage>
        <AtIdleStage stage={2}>
          <p>Pop-up</p>
        </AtIdleStage>
        <AtIdleStage stage={3}>
          <p>Colour switcher</p>
        </AtIdleStage>
      </IdleStages>,
    );
    const shown = () =>
      ['Offline notice', 'Pop-up', 'Colour switcher'].filter((text) => screen.queryByText(text) !== null);

    expect(shown()).toEqual([]);
    idle.runPeriod();
    expect(shown()).toEqual(['Offline notice']);
    idle.runPeriod();
    expect(shown()).toEqual(['Offline notice', 'Pop-up']);
    idle.runPeriod();
    expect(shown()).toEqual(['Offline notice', 'Pop-up', 'Colour switcher']);
    // Nothing more is scheduled after the last stage, and the page rendered once, not once per stage.
    expect(idle.pending()).toBe(0);
    expect(pageRenders).toBe(1);
  });
});
