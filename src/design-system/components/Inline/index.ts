export {
  Inline,
  inlineAlignments,
  inlineVerticalAlignments,
  type InlineAlign,
  type InlineAlignY,
  type InlineProps,
} from './Inline';
