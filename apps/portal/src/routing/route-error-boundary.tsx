// What a route shows when it fails: a chunk that could not be loaded (usually a new deployment)
// offers a reload; anything else gets a plain apology and the same way out. Never a blank page.
import { useTranslation } from '@portal/i18n';
import { Button } from '@portal/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { EmptyState } from '../screens/parts/screen-parts';
import { RefreshIcon } from '../shell/icons/shell-icons';
import { isChunkLoadError } from './chunk-load';

export function RouteFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk) console.error(error);
  }, [chunk, error]);
  return (
    <EmptyState
      icon={<RefreshIcon />}
      title={chunk ? t('common:dialogs.newVersion.title') : t('errors.unexpected')}
      body={chunk ? t('common:dialogs.newVersion.message') : t('common:errors.unknown')}
      actions={<Button onClick={() => globalThis.location.reload()}>{t('common:actions.reload')}</Button>}
    />
  );
}

/** The route's error boundary: errors thrown while rendering a screen. */
export function RouteErrorBoundary() {
  return <RouteFailure error={useRouteError()} />;
}
