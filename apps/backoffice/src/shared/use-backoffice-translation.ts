// The app's translations: the `backoffice` namespace first, `common` through its `common:` prefix.
import { useTranslation } from '@portal/i18n';
import { BACKOFFICE_NAMESPACE } from '../backoffice-namespace';

export function useBackofficeTranslation() {
  return useTranslation(BACKOFFICE_NAMESPACE);
}
