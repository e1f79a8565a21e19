export { Badge, formatBadgeCount, type BadgeProps } from './badge';
export type { BadgeTone } from './badge.styles';
