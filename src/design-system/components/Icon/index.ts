export { Icon, iconSizes, type IconProps, type IconSize } from './Icon';
export { iconNames, directionalIcons, type IconName } from './paths';
