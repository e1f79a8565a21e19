// The rule a mobile number must meet: the platform's registration setting for mobileNum when it
// has loaded, else the contract's own bound (5 to 15 digits), so a form never waits on settings.
import type { FieldSetting, RegistrationSettings } from '@portal/contracts';
import { PATTERN_IDS } from '@portal/contracts';

export const FALLBACK_MOBILE_SETTING: FieldSetting = {
  enabled: true,
  required: true,
  acceptedPattern: '^[0-9]+$',
  patternId: PATTERN_IDS.DIGITS_ONLY,
  minLength: 5,
  maxLength: 15,
};

export function mobileSetting(settings: RegistrationSettings | undefined): FieldSetting {
  return settings?.mobileNum ?? FALLBACK_MOBILE_SETTING;
}
