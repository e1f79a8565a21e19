// The back office's i18next instance: @portal/i18n's set-up with the `backoffice` namespace. The
// language is the staff member's stored choice among the shipped sets, else English.
import { createPortalI18n, resolveInitialLanguage, TRANSLATED_LANGUAGES, type PortalI18n } from '@portal/i18n';
import { BACKOFFICE_NAMESPACE, backofficeResources } from '../backoffice-namespace';

export function initialBackofficeLanguage(): string {
  return resolveInitialLanguage({ tenantLanguages: TRANSLATED_LANGUAGES, tenantDefault: 'EN' });
}

export function createBackofficeI18n(language = initialBackofficeLanguage()): Promise<PortalI18n> {
  return createPortalI18n({ language, namespaces: { [BACKOFFICE_NAMESPACE]: backofficeResources } });
}
