// A labelled multi-line field (the kit has single-line fields only): label, hint and error linked
// to the control like the kit's Input, in the kit's tokens.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { styled } from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Control = styled.textarea<{ $invalid: boolean }>`
  min-height: 10rem;
  padding: ${({ theme }) => theme.space.sm};
  font: inherit;
  color: ${({ theme }) => theme.color.fg.default};
  background: ${({ theme }) => theme.color.bg.default};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger.emphasis : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  resize: vertical;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 1px;
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger.fg};
`;

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'className' | 'style'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export function TextArea({ label, hint, error, id, required, ...rest }: TextAreaProps) {
  const own = useId();
  const controlId = id ?? own;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={controlId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      <Control
        {...rest}
        id={controlId}
        required={required}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
