export { Avatar, AVATAR_SHAPES, AVATAR_SIZES } from './Avatar';
export type { AvatarProps, AvatarShape, AvatarSize } from './Avatar';
export { initialsOf } from './initials';
