// The feedback's text: a labelled textarea (the kit has none yet) with the live word count and the
// tenant's range under it, linked by aria-describedby, and the error below that (aria-invalid).
// It takes react-hook-form's register() props as they are.
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { styled } from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.fg.default};
`;

const Star = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.danger.fg};
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  min-height: 8rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger.emphasis : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.default};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  resize: vertical;

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border.focus};
  }
`;

const Hint = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme, $over }) => ($over ? theme.color.danger.fg : theme.color.fg.muted)};
  font-variant-numeric: tabular-nums;
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.danger.fg};
`;

export interface ContentFieldProps extends Omit<ComponentPropsWithoutRef<'textarea'>, 'className' | 'style'> {
  label: ReactNode;
  /** The live count and the range, e.g. "Word count: 4 (from 3 to 200)". */
  count: ReactNode;
  /** The count is outside the range. */
  outOfRange: boolean;
  error?: ReactNode;
}

export const ContentField = forwardRef<HTMLTextAreaElement, ContentFieldProps>(function ContentField(
  { label, count, outOfRange, error, required, ...rest },
  ref,
) {
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <Root>
      <Label htmlFor={id}>
        {label}
        {required && <Star aria-hidden="true">*</Star>}
      </Label>
      <Area
        {...rest}
        ref={ref}
        id={id}
        required={required}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${countId} ${errorId}` : countId}
      />
      <Hint id={countId} $over={outOfRange} aria-live="polite">
        {count}
      </Hint>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Root>
  );
});
