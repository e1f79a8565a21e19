// LazyImage looks: a box that holds the image's place (aspect ratio) while it loads or fails.
import { styled } from 'styled-components';

export type LazyImageFit = 'cover' | 'contain';

export const Frame = styled.span<{ $aspectRatio: string | undefined }>`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio ?? 'auto'};
  overflow: hidden;
  background: ${({ theme }) => theme.color.bg.muted};
`;

export const Image = styled.img<{ $fit: LazyImageFit; $loaded: boolean; $fade: boolean }>`
  width: 100%;
  height: 100%;
  object-fit: ${({ $fit }) => $fit};
  opacity: ${({ $loaded }) => ($loaded ? 1 : 0)};
  transition: ${({ theme, $fade }) => ($fade ? `opacity ${theme.motion.duration.normal} ${theme.motion.easing.standard}` : 'none')};
`;

export const ErrorPlaceholder = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.fg.subtle};
`;
