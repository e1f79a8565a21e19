// The verification-code input of SMS forms (registration, SMS login, reset by phone) with the
// send-code button inside it. `autocomplete="one-time-code"` lets phones offer the code they got.
import { Input, type InputProps } from '@portal/ui';
import { SmsCodeButton, type SmsCodeButtonProps } from './sms-code-button';
import { useAuthTranslation } from './use-auth-translation';

export interface SmsCodeFieldProps extends Omit<
  InputProps,
  'label' | 'placeholder' | 'autoComplete' | 'inputMode' | 'trailingAction'
> {
  /** How the button checks the number, sends the code and counts down. */
  sms: SmsCodeButtonProps;
}

export function SmsCodeField({ sms, ...inputProps }: SmsCodeFieldProps) {
  const { t } = useAuthTranslation();
  return (
    <Input
      {...inputProps}
      label={t('fields.verificationCode.label')}
      placeholder={t('fields.verificationCode.placeholder')}
      autoComplete="one-time-code"
      inputMode="numeric"
      trailingAction={<SmsCodeButton {...sms} />}
    />
  );
}
