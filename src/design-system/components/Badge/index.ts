export { Badge, BADGE_SIZES, BADGE_TONES, BADGE_VARIANTS } from './Badge';
export type { BadgeProps, BadgeSize, BadgeTone, BadgeVariant } from './Badge';
