// Badge looks: a small pill in a tone colour; a count badge is round until it needs more room.
import { styled } from 'styled-components';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export const StyledBadge = styled.span<{ $tone: BadgeTone; $count: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ $count }) => ($count ? '1.25rem' : 'auto')};
  height: 1.25rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  background: ${({ theme, $tone, $count }) =>
    $tone === 'neutral'
      ? theme.color.bg.muted
      : $tone === 'accent'
        ? theme.color.accent.emphasis
        : $count
          ? theme.color[$tone].emphasis
          : theme.color[$tone].muted};
  color: ${({ theme, $tone, $count }) =>
    $tone === 'neutral'
      ? theme.color.fg.default
      : $tone === 'accent' || $count
        ? theme.color.fg.onAccent
        : theme.color[$tone].fg};
`;
