// Shown while the first screen's chunk loads (the data router's hydrate fallback).
import { useTranslation } from '@portal/i18n';
import { Spinner } from '@portal/ui';
import styled from 'styled-components';

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;

export function RouteLoading() {
  const { t } = useTranslation('common');
  return (
    <Centre>
      <Spinner label={t('status.loading')} size="lg" />
    </Centre>
  );
}
