// The password rule: the platform's registration setting for `password` (pattern and bounds), or
// just "required" until the settings have loaded.
import { useGetRegisterSettingsQuery } from '@portal/api';
import { rules, type Rule } from '../shared/validation';

export function usePasswordRule<V>(): Rule<V> {
  const { data: settings } = useGetRegisterSettingsQuery();
  return settings?.password ? rules.setting<V>(settings.password, true) : rules.required<V>();
}
