// What a page shows while its chunk or its first answer loads.
import { Spinner } from '@portal/ui';
import { useBackofficeTranslation } from './use-backoffice-translation';

export function PageSpinner() {
  const { t } = useBackofficeTranslation();
  return <Spinner label={t('app.loading')} />;
}
