// The show/hide toggle sits inside the field frame, quiet until hovered.
import { styled } from 'styled-components';

export const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2rem;
  height: 2rem;
  margin-inline-end: -${({ theme }) => theme.space.sm};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.fg.default};
    background: ${({ theme }) => theme.color.bg.muted};
  }
`;
