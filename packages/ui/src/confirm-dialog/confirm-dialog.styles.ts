// ConfirmDialog looks: a tone icon in a tinted circle beside the message.
import { styled } from 'styled-components';

export type ConfirmTone = 'info' | 'warning' | 'danger';

export const Content = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

export const ToneIcon = styled.span<{ $tone: ConfirmTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme, $tone }) => theme.color[$tone].fg};
  background: ${({ theme, $tone }) => theme.color[$tone].muted};
`;

export const Message = styled.div`
  flex: 1;
  padding-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.fg.default};
`;
