// Building blocks every screen shares: the page title and the honest empty state a screen shows
// until its feature brings real content (never made-up data).
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const ScreenTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const ScreenIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const EmptyBox = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  border: 1px dashed ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.subtle};
  text-align: center;
`;

const EmptyIcon = styled.div`
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.accent.subtle};
  color: ${({ theme }) => theme.color.accent.fg};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const EmptyTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.fg.default};
`;

const EmptyBody = styled.p`
  margin: 0;
  max-width: 36rem;
  color: ${({ theme }) => theme.color.fg.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface EmptyStateProps {
  title: string;
  body: string;
  icon?: ReactNode;
  /** Links or buttons that lead somewhere useful. */
  actions?: ReactNode;
}

export function EmptyState({ title, body, icon, actions }: EmptyStateProps) {
  return (
    <EmptyBox aria-label={title}>
      {icon && <EmptyIcon aria-hidden="true">{icon}</EmptyIcon>}
      <EmptyTitle>{title}</EmptyTitle>
      <EmptyBody>{body}</EmptyBody>
      {actions && <Actions>{actions}</Actions>}
    </EmptyBox>
  );
}
