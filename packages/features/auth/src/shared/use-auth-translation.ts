// The feature's translations: the `auth` namespace first, `common` through its `common:` prefix
// (and as the fallback namespace for keys auth does not have).
import { useTranslation } from '@portal/i18n';

export const AUTH_NAMESPACE = 'auth';

export function useAuthTranslation() {
  return useTranslation(AUTH_NAMESPACE);
}
