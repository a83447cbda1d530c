export {
  Button,
  buttonSizes,
  buttonTones,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from './Button';
