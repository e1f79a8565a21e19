import { styled } from 'styled-components';

export const SafeHtmlBody = styled.div<{ $size: 'md' | 'sm' }>`
  min-width: 0;
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme, $size }) => theme.font.size[$size]};
  line-height: ${({ theme }) => theme.font.lineHeight.relaxed};
  overflow-wrap: anywhere;

  & a {
    color: ${({ theme }) => theme.color.accent.fg};
  }

  & h2,
  & h3,
  & h4 {
    font-size: ${({ theme }) => theme.font.size.md};
  }

  & img,
  & video {
    max-width: 100%;
    height: auto;
  }

  & table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
  }
`;
