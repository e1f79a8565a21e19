// ToggleChip looks: a chip that is on or off, the "on" look following the accessible state
// (aria-pressed on a button, aria-current="page" on a link), so look and state never disagree.
// `pill`: a rounded chip for filters, views and tabs of a list; `key`: a wider, square-cornered key
// for a pad of picks (a lottery's bet board).
import { styled, css, type DefaultTheme } from 'styled-components';

export type ToggleChipVariant = 'pill' | 'key';

const variants: Record<ToggleChipVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  pill: (theme) => css`
    min-height: 2.25rem;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.bg.default};
    font-size: ${theme.font.size.sm};
  `,
  key: (theme) => css`
    min-width: 3rem;
    min-height: 2.5rem;
    border-radius: ${theme.radius.md};
    background: ${theme.color.bg.subtle};
    font-size: inherit;
  `,
};

const chip = css<{ $variant: ToggleChipVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  color: ${({ theme }) => theme.color.fg.default};
  font-family: inherit;
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $variant }) => variants[$variant](theme)}

  &[aria-pressed='true'],
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.accent.emphasis};
    background: ${({ theme }) => theme.color.accent.emphasis};
    color: ${({ theme }) => theme.color.fg.onAccent};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const ChipButton = styled.button<{ $variant: ToggleChipVariant }>`
  ${chip}
`;

export const ChipLink = styled.a<{ $variant: ToggleChipVariant }>`
  ${chip}
`;
