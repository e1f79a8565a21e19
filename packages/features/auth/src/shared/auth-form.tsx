// The frame of every auth form: a form named for assistive technology, validated by our rules
// rather than the browser's (noValidate), with the error summary first (FormAlert: announced and
// focused when it appears).
import { FormAlert } from '@portal/ui';
import type { FormEvent, ReactNode, Ref } from 'react';
import { FormStack } from './form-layout';

export interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  /** Usually react-hook-form's `handleSubmit(…)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The error summary; nothing shows while it is null. */
  error: string | null;
  ref?: Ref<HTMLFormElement>;
  /** When a field or button of the form takes focus (the person starts on it). */
  onFocus?: () => void;
  children: ReactNode;
}

export function AuthForm({ label, onSubmit, error, ref, onFocus, children }: AuthFormProps) {
  return (
    <FormStack ref={ref} noValidate onSubmit={(event) => void onSubmit(event)} onFocus={onFocus} aria-label={label}>
      {error && <FormAlert>{error}</FormAlert>}
      {children}
    </FormStack>
  );
}
