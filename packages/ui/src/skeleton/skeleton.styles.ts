// Skeleton looks: a muted block with a soft shimmer (still under reduced motion).
import { styled, keyframes } from 'styled-components';

export type SkeletonShape = 'text' | 'rect' | 'circle';

const shimmer = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.5; }
  100% { opacity: 1; }
`;

export const SkeletonBlock = styled.span<{ $shape: SkeletonShape; $width: string; $height: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $shape }) => ($shape === 'circle' ? theme.radius.round : $shape === 'text' ? theme.radius.sm : theme.radius.md)};
  background: ${({ theme }) => theme.color.bg.muted};
  animation: ${shimmer} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
  }
`;

export const SkeletonLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
