// Renders the registration fields the settings call for, in order, each with its label,
// placeholder (with a star when required), error and the right `autocomplete` for password
// managers and phones.
import { useSendRegisterSmsMutation } from '@portal/api';
import type { SmsSentValue } from '@portal/contracts';
import { Input, type InputProps } from '@portal/ui';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { CaptchaField } from '../shared/captcha-field';
import { MobileNumberField } from '../shared/mobile-number-field';
import { PasswordField } from '../shared/password-field';
import { SmsCodeField } from '../shared/sms-code-field';
import { useAuthTranslation } from '../shared/use-auth-translation';
import type { CaptchaState } from '../shared/use-captcha';
import type { RegisterTextField, RegisterValues, ShownField } from './registration-fields';

/** Autocomplete tokens and input kinds of the plain text fields. */
const TEXT_INPUTS: Partial<Record<RegisterTextField, Pick<InputProps, 'autoComplete' | 'type' | 'inputMode'>>> = {
  username: { autoComplete: 'username' },
  payeeName: { autoComplete: 'name' },
  email: { autoComplete: 'email', type: 'email', inputMode: 'email' },
  qqNum: { autoComplete: 'off', inputMode: 'numeric' },
  whatsapp: { autoComplete: 'off', inputMode: 'tel' },
  zalo: { autoComplete: 'off', inputMode: 'tel' },
  line: { autoComplete: 'off' },
  facebook: { autoComplete: 'off' },
  wechat: { autoComplete: 'off' },
  idNumber: { autoComplete: 'off' },
  recommenderId: { autoComplete: 'off' },
  affiliateCode: { autoComplete: 'off' },
};

export interface RegisterFieldListProps {
  fields: readonly ShownField[];
  form: UseFormReturn<RegisterValues>;
  captcha: CaptchaState;
  onDialingCodeChange: (code: string) => void;
  /** The dialing code to send now (useFormDialingCode). */
  dialingCodeNow: () => string;
  /** The SMS send's captcha replaced the form's own (see SmsCodeButtonProps). */
  onSmsCaptchaReplaced?: () => void;
  /**
   * The third-party SMS route: "send code" goes to the provider (no platform captcha) and counts
   * down from its answer (one minute, spec §4).
   */
  sendThroughProvider?: () => Promise<SmsSentValue>;
}

export function RegisterFieldList({
  fields,
  form,
  captcha,
  onDialingCodeChange,
  dialingCodeNow,
  onSmsCaptchaReplaced,
  sendThroughProvider,
}: RegisterFieldListProps) {
  const { t } = useAuthTranslation();
  const [sendSms] = useSendRegisterSmsMutation();
  const { register, watch, trigger, getValues, setFocus } = form;
  const errors: FieldErrors<RegisterValues> = form.formState.errors;
  const dialingCode = watch('countryDialingCode');

  return (
    <>
      {fields.map(({ name, required }) => {
        const common = { ...register(name), required, error: errors[name]?.message };
        const label = t(`fields.${name}.label`);
        const placeholder = t(`fields.${name}.placeholder`);
        switch (name) {
          case 'password':
          case 'confirmPassword':
          case 'paymentPassword':
            return (
              <PasswordField
                key={name}
                {...common}
                label={label}
                placeholder={placeholder}
                // A payment PIN is not the site's password: keep password managers out of it.
                autoComplete={name === 'paymentPassword' ? 'off' : 'new-password'}
              />
            );
          case 'mobileNum':
            return (
              <MobileNumberField
                key={name}
                {...common}
                placeholder={placeholder}
                dialingCode={dialingCode}
                onDialingCodeChange={onDialingCodeChange}
              />
            );
          case 'verificationCode':
            return (
              <SmsCodeField
                key={name}
                {...common}
                sms={{
                  canSend: () => trigger('mobileNum', { shouldFocus: true }),
                  withCaptcha: !sendThroughProvider,
                  send: (answer) =>
                    sendThroughProvider
                      ? sendThroughProvider()
                      : sendSms({
                          countryDialingCode: dialingCodeNow(),
                          mobileNo: getValues('mobileNum').trim(),
                          captcha: answer,
                        }).unwrap(),
                  onSent: () => setFocus('verificationCode'),
                  onCaptchaReplaced: onSmsCaptchaReplaced,
                }}
              />
            );
          case 'captcha':
            return <CaptchaField key={name} {...common} captcha={captcha} />;
          default:
            return <Input key={name} {...common} {...TEXT_INPUTS[name]} label={label} placeholder={placeholder} />;
        }
      })}
    </>
  );
}
