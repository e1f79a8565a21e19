// The report pages' texts: the `agentReports` namespace first, `common` for shared words.
import { useTranslation } from '@portal/i18n';
import { AGENT_REPORTS_NAMESPACE } from '../reports-namespace';

export function useReportsTranslation() {
  return useTranslation([AGENT_REPORTS_NAMESPACE, 'common']);
}
