// Card looks: a raised surface with a border; padding and elevation come from tokens.
import { styled } from 'styled-components';
import type { Tokens } from '@portal/theme';

export type CardPadding = keyof Pick<Tokens['space'], 'none' | 'sm' | 'md' | 'lg' | 'xl'>;
export type CardElevation = 'flat' | 'raised';

export const CardRoot = styled.div<{ $padding: CardPadding; $elevation: CardElevation }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme, $padding }) => theme.space[$padding]};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.default};
  box-shadow: ${({ theme, $elevation }) => ($elevation === 'raised' ? theme.shadow.md : theme.shadow.none)};
`;

export const CardHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
