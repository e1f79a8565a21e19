// IconButton: a button that shows only an icon. Its `label` is required because without it a
// screen reader would announce nothing but "button".
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { ButtonVariant } from '../button/button.styles';
import { StyledIconButton, type IconButtonSize } from './icon-button.styles';

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'className' | 'style' | 'children' | 'aria-label'
> {
  /** The accessible name (and tooltip) of the button, e.g. "Close". */
  label: string;
  /** The icon; decorative, the label names the button. */
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: IconButtonSize;
}

export function IconButton({ label, icon, variant = 'ghost', size = 'md', type = 'button', ...rest }: IconButtonProps) {
  return (
    <StyledIconButton {...rest} type={type} aria-label={label} title={label} $variant={variant} $size={size}>
      {icon}
    </StyledIconButton>
  );
}
