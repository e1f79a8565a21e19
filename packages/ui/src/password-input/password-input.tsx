// PasswordInput: an Input whose value can be shown or hidden by a toggle button inside the field.
// The toggle's labels are props ("Show password" / "Hide password" in the caller's language).
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons';
import { Input, type InputProps } from '../input';
import { ToggleButton } from './password-input.styles';

export interface PasswordInputProps extends Omit<InputProps, 'type' | 'trailingAction'> {
  /** Accessible label of the toggle while the password is hidden, e.g. "Show password". */
  showPasswordLabel: string;
  /** Accessible label of the toggle while the password is shown, e.g. "Hide password". */
  hidePasswordLabel: string;
}

export function PasswordInput({
  showPasswordLabel,
  hidePasswordLabel,
  autoComplete = 'current-password',
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const label = visible ? hidePasswordLabel : showPasswordLabel;
  return (
    <Input
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      trailingAction={
        <ToggleButton
          type="button"
          aria-label={label}
          title={label}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          disabled={rest.disabled}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      }
    />
  );
}
