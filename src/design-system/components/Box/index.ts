export { Box, boxElements, splitSprinkles, type BoxElement, type BoxProps } from './Box';
