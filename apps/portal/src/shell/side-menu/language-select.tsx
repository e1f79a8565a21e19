// The language selector of the side menu, shown only when the tenant offers more than one
// language. Changing it switches i18next, which stores the choice (hisLang) and sets <html lang>.
// ── PLUG-IN POINT (accounts) ──────────────────────────────────────────────────────────────────
// For a logged-in member the spec also sends the choice to the platform (update-language call).
import { LANGUAGES, normalizeLanguageCode, useCurrentLanguage, useTranslation } from '@portal/i18n';
import { Select } from '@portal/ui';
import { useTenant } from '../../tenant/tenant-context';

export function LanguageSelect() {
  const { t } = useTranslation('common');
  const { language, changeLanguage } = useCurrentLanguage();
  const { languages } = useTenant().config;
  const options = languages.flatMap((code) => {
    const known = normalizeLanguageCode(code);
    return known ? [{ value: known, label: LANGUAGES[known].nativeName }] : [];
  });
  return (
    <Select
      label={t('language.label')}
      options={options}
      value={language}
      onChange={(event) => {
        const next = normalizeLanguageCode(event.target.value);
        if (next) void changeLanguage(next);
      }}
    />
  );
}
