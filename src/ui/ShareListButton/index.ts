export { ShareListButton, type ShareListButtonProps } from './ShareListButton';
