// Button: the kit's action button. Variants and sizes are props; while `loading` it shows a
// spinner, is marked busy and ignores clicks, so a form cannot be sent twice.
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { SpinnerRing } from '../spinner/spinner.styles';
import { ButtonLabel, StyledButton, type ButtonSize, type ButtonVariant } from './button.styles';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'className' | 'style'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button until the work is done. */
  loading?: boolean;
  /** Stretches to the width of its container (e.g. the submit button of a form). */
  fullWidth?: boolean;
  /** An icon before the label (decorative: the label names the button). */
  leadingVisual?: ReactNode;
  /** An icon after the label. */
  trailingVisual?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  leadingVisual,
  trailingVisual,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <SpinnerRing $size="sm" aria-hidden="true" /> : leadingVisual}
      <ButtonLabel>{children}</ButtonLabel>
      {trailingVisual}
    </StyledButton>
  );
}
