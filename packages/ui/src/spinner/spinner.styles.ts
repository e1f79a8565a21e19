// A ring that turns; under reduced motion it pulses instead of spinning (GlobalStyle shortens it).
import { styled, keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizes: Record<SpinnerSize, string> = { sm: '1em', md: '1.5rem', lg: '2.5rem' };

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.accent.emphasis};
`;

export const SpinnerRing = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;
