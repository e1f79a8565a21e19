// LazyImage looks: a box that holds the image's place (aspect ratio) while it loads or fails.
import { styled } from 'styled-components';

export type LazyImageFit = 'cover' | 'contain';

/**
 * The frame styles its picture, a plain <img> whose state is in data attributes (data-fit="contain",
 * data-loaded, data-fade): a grid re-renders dozens of pictures per search keystroke and mounts a
 * row of them per scrolled row, and a styled <img> computed and hashed its CSS on every render.
 */
export const Frame = styled.span<{ $aspectRatio: string | undefined }>`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio ?? 'auto'};
  overflow: hidden;
  background: ${({ theme }) => theme.color.bg.muted};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0;
    transition: none;
  }

  & > img[data-fit='contain'] {
    object-fit: contain;
  }

  & > img[data-loaded] {
    opacity: 1;
  }

  & > img[data-fade] {
    transition: opacity ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`};
  }
`;

export const ErrorPlaceholder = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.fg.subtle};
`;
