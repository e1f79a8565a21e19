// LazyImage looks: a box that holds the image's place (aspect ratio) while it loads or fails.
import { styled } from 'styled-components';
import { cssOfTheme } from '../internal/css-of-theme';

export type LazyImageFit = 'cover' | 'contain';

/**
 * The frame styles its picture, a plain <img> whose state is in data attributes (data-fit="contain",
 * data-loaded, data-fade): a grid re-renders dozens of pictures per search keystroke and mounts a
 * row of them per scrolled row, and a styled <img> computed and hashed its CSS on every render. For
 * the same reason the frame's rules depend on the theme alone (computed once per theme); its
 * aspect ratio comes inline.
 */
export const Frame = styled.span`
  ${cssOfTheme(
    (theme) => `
  position: relative;
  display: block;
  width: 100%;
  overflow: hidden;
  background: ${theme.color.bg.muted};

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
    transition: opacity ${theme.motion.duration.normal} ${theme.motion.easing.standard};
  }
`,
  )}
`;

export const ErrorPlaceholder = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.fg.subtle};
`;
