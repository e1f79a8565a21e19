// Carousel looks: a clipped viewport over a row of full-width slides, arrows on the sides and
// dots underneath.
import { styled } from 'styled-components';

export const Root = styled.section`
  position: relative;
  width: 100%;
`;

export const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

export const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

export const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
`;

export const Arrow = styled.span<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => ($side === 'start' ? `inset-inline-start: ${theme.space.sm};` : `inset-inline-end: ${theme.space.sm};`)}
  transform: translateY(-50%);

  & > button {
    background: ${({ theme }) => theme.color.bg.default};
    color: ${({ theme }) => theme.color.fg.default};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

export const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.sm};
`;

export const Dot = styled.button`
  /* A 24px target around an 8px dot (WCAG 2.5.8 target size). */
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.border.strong};
    transition: width ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }

  &[aria-current='true']::before {
    width: 1.25rem;
    background: ${({ theme }) => theme.color.accent.emphasis};
  }
`;
