// A page's h1, focused when the page opens: after a navigation, keyboard and screen-reader users
// land on the new page's title rather than on the link they used.
import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-family: ${({ theme }) => theme.font.family.heading};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Heading ref={ref} tabIndex={-1}>
      {children}
    </Heading>
  );
}
