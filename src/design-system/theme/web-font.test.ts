// The web font after a server-rendered page's first paint (web-font.ts): loaded first, then let in, once.
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
    const done = swapInWebFont(root, fonts);
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
    const done = swapInWebFont(root, fonts);
    settle().reject(new Error('offline'));
    await expect(done).resolves.toBeUndefined();
    expect(root).not.toHaveAttribute(WEB_FONT_ATTRIBUTE);
  });

  it('asks for nothing on a page the browser rendered (no attribute)', async () => {
    const { fonts, load } = fontSet();
    await swapInWebFont(document.createElement('html'), fonts);
    expect(load).not.toHaveBeenCalled();
  });

  it('releases the page at once in a browser without the font loading API', async () => {
    const root = markedRoot();
    await swapInWebFont(root, {} as Pick<FontFaceSet, 'load'>);
    expect(root).not.toHaveAttribute(WEB_FONT_ATTRIBUTE);
  });
});
