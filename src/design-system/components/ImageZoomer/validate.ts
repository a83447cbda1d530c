import { BUTTON_STYLES, PANE_POSITIONS, SCROLLER_POSITIONS } from './constants';

export type ZoomerImage = { id: string | number; url: string };
export type ZoomerImages = { normal: ZoomerImage[]; large: ZoomerImage[]; thumbs: ZoomerImage[] };

type Checked = {
  images: ZoomerImages;
  scrollerPosition?: unknown;
  buttonStyle?: unknown;
  panePosition?: unknown;
  visibleThumbs?: unknown;
  zoomFactor?: unknown;
};

const oneOf = (prop: string, value: unknown, allowed: readonly string[]) => {
  if (value !== undefined && !allowed.includes(value as string)) {
    throw new Error(
      `ImageZoomer: "${prop}" must be one of ${allowed.join(', ')} (got ${JSON.stringify(value)})`,
    );
  }
};

/**
 * The spec's rejections (§5), raised as soon as the zoomer renders with props no layout exists for, so a wrong
 * configuration from the server fails loudly in development instead of rendering something broken.
 */
export function validateImageZoomerProps({
  images,
  scrollerPosition,
  buttonStyle,
  panePosition,
  visibleThumbs,
  zoomFactor,
}: Checked): void {
  oneOf('scrollerPosition', scrollerPosition, SCROLLER_POSITIONS);
  oneOf('buttonStyle', buttonStyle, BUTTON_STYLES);
  oneOf('panePosition', panePosition, PANE_POSITIONS);
  if (!images || !Array.isArray(images.normal) || images.normal.length === 0) {
    throw new Error('ImageZoomer: "images.normal" must hold at least one image (got none)');
  }
  if (visibleThumbs !== undefined && !(Number.isInteger(visibleThumbs) && (visibleThumbs as number) >= 1)) {
    throw new Error(
      `ImageZoomer: "visibleThumbs" must be a whole number of at least 1 (got ${JSON.stringify(visibleThumbs)})`,
    );
  }
  if (zoomFactor !== undefined && !(typeof zoomFactor === 'number' && zoomFactor > 1)) {
    throw new Error(
      `ImageZoomer: "zoomFactor" must be a number greater than 1 (got ${JSON.stringify(zoomFactor)})`,
    );
  }
}
