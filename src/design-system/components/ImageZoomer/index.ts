export { ImageZoomer } from './ImageZoomer';
export type {
  ImageZoomerLabels,
  ImageZoomerProps,
  PanePosition,
  ScrollerPosition,
  ZoomerButtonStyle,
} from './ImageZoomer';
export {
  BUTTON_STYLES as IMAGE_ZOOMER_BUTTON_STYLES,
  HOVER_DELAY_MS,
  PANE_POSITIONS as IMAGE_ZOOMER_PANE_POSITIONS,
  SCROLLER_POSITIONS as IMAGE_ZOOMER_SCROLLER_POSITIONS,
  VISIBLE_THUMBS,
  ZOOM_FACTOR,
} from './constants';
export { validateImageZoomerProps, type ZoomerImage, type ZoomerImages } from './validate';
