// Badge: a short status word ("New", "Hot") or a count (unread messages) capped at `max`, shown
// as "99+". A count of 0 shows nothing unless `showZero`.
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../internal/visually-hidden';
import { StyledBadge, type BadgeTone } from './badge.styles';

export interface BadgeProps {
  /** A number to show; above `max` it reads "max+". */
  count?: number;
  max?: number;
  showZero?: boolean;
  /** Text badge content, used when there is no count. */
  children?: ReactNode;
  tone?: BadgeTone;
  /** Extra words for screen readers, e.g. "unread messages" after the count. */
  srLabel?: string;
}

/** The text of a count badge: "7", or "99+" above the max. */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

export function Badge({ count, max = 99, showZero = false, children, tone, srLabel }: BadgeProps) {
  const isCount = count !== undefined;
  if (isCount && count <= 0 && !showZero) return null;
  return (
    <StyledBadge $tone={tone ?? (isCount ? 'danger' : 'neutral')} $count={isCount}>
      {isCount ? formatBadgeCount(count, max) : children}
      {srLabel && <VisuallyHidden> {srLabel}</VisuallyHidden>}
    </StyledBadge>
  );
}
