export { Link, linkTones, linkUnderlines, type LinkProps, type LinkTone } from './Link';
