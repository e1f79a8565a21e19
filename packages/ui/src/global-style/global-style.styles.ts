// Page-wide rules every portal screen relies on: box sizing, the body's font and colours from the
// theme, one visible focus ring for keyboard users, and calm motion for people who ask for it.
// The scrollbar's gutter is kept: a page that grows past the window (a form that has loaded its
// fields) must not shift everything sideways when the scrollbar appears.
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scrollbar-gutter: stable;
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.font.family.body};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.fg.default};
    background-color: ${({ theme }) => theme.color.bg.default};
    color-scheme: ${({ theme }) => theme.mode};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.font.family.heading};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }

  img, svg, video, canvas {
    display: block;
    max-width: 100%;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  /* A long token (a seed's hash, an address) breaks where it must rather than widen a phone's page. */
  code, kbd, samp {
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.color.accent.fg};
  }

  /* The ring shows for keyboard focus only; pointer users do not see it flash on click. */
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
