export { Heading, headingLevels, defaultHeadingSize, type HeadingLevel, type HeadingProps } from './Heading';
