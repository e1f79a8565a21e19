// Paginator looks: a row of square page buttons; the current page is filled with the accent.
import { styled } from 'styled-components';

export const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.25rem;
  height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.default};
  color: ${({ theme }) => theme.color.fg.default};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${({ theme }) => theme.color.bg.muted};
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.accent.emphasis};
    background: ${({ theme }) => theme.color.accent.emphasis};
    color: ${({ theme }) => theme.color.fg.onAccent};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

export const Gap = styled.li`
  min-width: 1.5rem;
  color: ${({ theme }) => theme.color.fg.muted};
  text-align: center;
`;
