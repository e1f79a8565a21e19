// The application form's own pieces: the remark's label, text area, counter and error (the kit has
// no multi-line field), and the list of chosen images with their previews. Theme tokens only.
import { styled } from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 32rem;
`;

export const RemarkField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const TextArea = styled.textarea<{ $invalid: boolean }>`
  min-height: 6rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger.emphasis : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.default};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  resize: vertical;

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border.focus};
  }
`;

export const Counter = styled.p<{ $over: boolean }>`
  margin: 0;
  align-self: flex-end;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.color.danger.fg : theme.color.fg.muted)};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.danger.fg};
`;

export const PreviewList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Preview = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 9rem;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  overflow-wrap: anywhere;

  img {
    width: 8rem;
    height: 6rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
