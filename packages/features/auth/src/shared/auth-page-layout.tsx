// The frame of the full-page auth screens (/login, /register): a centred card with the heading.
// The app renders it inside its own <main> landmark, so the frame adds no landmark of its own.
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 32rem;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.default};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const PageHeading = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.fg.default};
`;

export function AuthPageLayout({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <Page>
      <Card aria-labelledby={labelledBy}>{children}</Card>
    </Page>
  );
}
