// The web font after a server-rendered page's first paint (web-font.ts): loaded at once, let in with the next screen.
import { describe, expect, it, vi } from 'vitest';
import { swapInWebFont, WEB_FONT_AFTER_FIRST_PAINT, WEB_FONT_ATTRIBUTE } from './web-font';

const markedRoot = () => {
  const root = document.createElement('html');
  root.setAttribute(WEB_FONT_ATTRIBUTE, WEB_FONT_AFTER_FIRST_PAINT);
  return root;
};

/** A font set whose load the test settles. */
const fontSet = () => {
  let settle: { resolve: () => void; reject: (e: unknown) => void } | undefined;
  const load = vi.fn(
    () => new Promise<FontFace[]>((resolve, reject) => (settle = { resolve: () => resolve([]), reject })),
  );
  return { fonts: { load }, load, settle: () => settle! };
};

describe('swapInWebFont', () => {
  it('asks for the Latin Inter file and keeps the fallbacks until it has arrived', async () => {
    const { fonts, load, settle } = fontSet();
    const root = markedRoot();
    const done = swapInWebFont({ root, fonts });
    expect(load).toHaveBeenCalledWith('1em "Inter Variable"');
    await Promise.resolve();
    expect(root).toHaveAttribute(WEB_FONT_ATTRIBUTE, WEB_FONT_AFTER_FIRST_PAINT);
    settle().resolve();
    await done;
    expect(root).not.toHaveAttribute(WEB_FONT_ATTRIBUTE);
  });

  it('lets the page go on with its fallbacks when the font fails to load', async () => {
    const { fonts, settle } = fontSet();
    const root = markedRoot();
    const done = swapInWebFont({ root, fonts });
    settle().reject(new Error('offline'));
    await expect(done).resolves.toBeUndefined();
    expect(root).not.toHaveAttribute(WEB_FONT_ATTRIBUTE);
  });

  it('asks for nothing on a page the browser rendered (no attribute)', async () => {
    const { fonts, load } = fontSet();
    await swapInWebFont({ root: document.createElement('html'), fonts });
    expect(load).not.toHaveBeenCalled();
  });

  it('releases the page at once in a browser without the font loading API', async () => {
    const root = markedRoot();
    await swapInWebFont({ root, fonts: {} as Pick<FontFaceSet, 'load'> });
    expect(root).not.toHaveAttribute(WEB_FONT_ATTRIBUTE);
  });

  it('keeps the fallbacks on the screen being read until the next one shows, with Inter loaded meanwhile', async () => {
    const { fonts, load, settle } = fontSet();
    const root = markedRoot();
    let showNext = () => {};
    const done = swapInWebFont({ root, fonts, until: new Promise<void>((resolve) => (showNext = resolve)) });
    expect(load).toHaveBeenCalledTimes(1);
    settle().resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root).toHaveAttribute(WEB_FONT_ATTRIBUTE, WEB_FONT_AFTER_FIRST_PAINT);
    showNext();
    await done;
    expect(root).not.toHaveAttribute(WEB_FONT_ATTRIBUTE);
  });

  it('waits for the font when the next screen comes first', async () => {
    const { fonts, settle } = fontSet();
    const root = markedRoot();
    const done = swapInWebFont({ root, fonts, until: Promise.resolve() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root).toHaveAttribute(WEB_FONT_ATTRIBUTE, WEB_FONT_AFTER_FIRST_PAINT);
    settle().resolve();
    await done;
    expect(root).not.toHaveAttribute(WEB_FONT_ATTRIBUTE);
  });

  it('changes the face while the page is hidden, when nobody sees the work', async () => {
    const { fonts, settle } = fontSet();
    const root = markedRoot();
    const done = swapInWebFont({ root, fonts, until: new Promise<void>(() => {}) });
    settle().resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root).toHaveAttribute(WEB_FONT_ATTRIBUTE, WEB_FONT_AFTER_FIRST_PAINT);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await done;
    expect(root).not.toHaveAttribute(WEB_FONT_ATTRIBUTE);
    visibility.mockRestore();
  });

  it('releases the page when the app failed to start (no next screen to wait for)', async () => {
    const { fonts, settle } = fontSet();
    const root = markedRoot();
    const done = swapInWebFont({ root, fonts, until: Promise.reject(new Error('chunk failed')) });
    settle().resolve();
    await done;
    expect(root).not.toHaveAttribute(WEB_FONT_ATTRIBUTE);
  });
});
