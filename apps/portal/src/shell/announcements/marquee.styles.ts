import styled, { css, keyframes } from 'styled-components';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

export const MarqueeRegion = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.bg.subtle};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Viewport = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
`;

/** Still: the items wrap in place (reduced motion, or paused at the start). */
export const Track = styled.ul<{ $moving: boolean; $paused: boolean; $seconds: number }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
  width: max-content;
  ${({ $moving, $paused, $seconds }) =>
    $moving
      ? css`
          animation: ${scroll} ${$seconds}s linear infinite;
          animation-play-state: ${$paused ? 'paused' : 'running'};
        `
      : css`
          white-space: normal;
          width: auto;
          flex-wrap: wrap;
        `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const ItemButton = styled.button`
  /* A target at least 24 px high (WCAG 2.5.8): the text line alone was 21 px, and an item passing
     the pause button's edge left less than that to tap (Lighthouse's target-size audit). */
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  border: 0;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.accent.fg};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/**
 * The pause button paints above the moving track: the animated track is a layer of its own, drawn
 * over in-flow siblings, so the titles' boxes (clipped by the viewport, but not for a checker that
 * stacks boxes) covered the button (Lighthouse's target-size audit).
 */
export const PauseSlot = styled.div`
  position: relative;
  z-index: 1;
  flex: none;
`;
