// The mobile number (with its country picker) and the SMS code sent to it, as SMS login and reset
// by phone ask for them: the code goes through POST /wps/verification/sms/noLogin once the number
// passes its check and the captcha is solved. The form's fields are `mobileNum`,
// `countryDialingCode` and `verificationCode`.
import { useSendLoginSmsMutation } from '@portal/api';
import type { UseFormReturn } from 'react-hook-form';
import { formPart } from './form-part';
import { MobileNumberField } from './mobile-number-field';
import type { SmsCodeButtonProps } from './sms-code-button';
import { SmsCodeField } from './sms-code-field';
import { useFormDialingCode } from './use-form-dialing-code';

export interface MobileWithSmsCodeValues {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

export interface MobileWithSmsCodeProps<V extends MobileWithSmsCodeValues> {
  form: UseFormReturn<V>;
  /** Seconds to count down after a send; default the answer's expiredMinutes × 60. */
  countdownOf?: SmsCodeButtonProps['countdownOf'];
  /** The send's captcha replaced the form's own (see SmsCodeButtonProps). */
  onCaptchaReplaced?: SmsCodeButtonProps['onCaptchaReplaced'];
}

export function MobileWithSmsCode<V extends MobileWithSmsCodeValues>({
  form,
  countdownOf,
  onCaptchaReplaced,
}: MobileWithSmsCodeProps<V>) {
  const { register, trigger, getValues, setFocus, formState } = formPart<MobileWithSmsCodeValues, V>(form);
  const { dialingCode, setDialingCode, dialingCodeNow } = useFormDialingCode(form);
  const [sendSms] = useSendLoginSmsMutation();
  const { errors } = formState;
  return (
    <>
      <MobileNumberField
        {...register('mobileNum')}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        required
        error={errors.mobileNum?.message}
      />
      <SmsCodeField
        {...register('verificationCode')}
        required
        error={errors.verificationCode?.message}
        sms={{
          countdownOf,
          onCaptchaReplaced,
          onSent: () => setFocus('verificationCode'),
          canSend: () => trigger('mobileNum', { shouldFocus: true }),
          send: (captcha) =>
            sendSms({
              mobileNum: getValues('mobileNum').trim(),
              countryDialingCode: dialingCodeNow(),
              captcha,
            }).unwrap(),
        }}
      />
    </>
  );
}
