export {
  IconButton,
  iconButtonShapes,
  iconButtonSizes,
  iconButtonTones,
  iconButtonVariants,
  type IconButtonProps,
} from './IconButton';
