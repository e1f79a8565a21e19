// Skeleton: filled in by the page's change.
import { useTranslation } from '@portal/i18n';
import { MutedText } from '@portal/ui';
import { AGENT_NAMESPACE } from '../agent-namespace';

export function TeamManagementPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  return <MutedText role="status">{t('centre.notAvailable')}</MutedText>;
}
