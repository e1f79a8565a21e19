// Any path the portal does not know.
import { useTranslation } from '@portal/i18n';
import { BackHomeLink } from '../parts/back-home-link';
import { EmptyState, ScreenTitle } from '../parts/screen-parts';
import { CompassIcon } from '../parts/screen-icons';

export function NotFoundScreen() {
  const { t } = useTranslation('shell');
  return (
    <>
      <ScreenTitle>{t('screens.notFound.title')}</ScreenTitle>
      <EmptyState
        title="404"
        body={t('screens.notFound.body')}
        icon={<CompassIcon />}
        actions={<BackHomeLink variant="primary" />}
      />
    </>
  );
}
