// The help centre and the feedback form side by side as kit Tabs: what /helpmc shows full page and
// the side menu's help modal shows in a dialog. Without the tenant's feedback module (FEEDBACK3) the
// platform refuses feedback, so only the help centre shows.
import { useModuleEnabled } from '@portal/api';
import { useTranslation } from '@portal/i18n';
import { Tabs } from '@portal/ui';
import { FeedbackForm } from './feedback/feedback-form';
import { HelpCentre, type HelpCentreProps } from './help-centre/help-centre';
import { SUPPORT_NAMESPACE } from './support-namespace';

export type HelpAndFeedbackProps = HelpCentreProps;

export function HelpAndFeedback({ headingLevel }: HelpAndFeedbackProps) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  const feedback = useModuleEnabled('FEEDBACK3');
  if (!feedback) return <HelpCentre headingLevel={headingLevel} />;
  return (
    <Tabs
      label={t('tabs.label')}
      defaultSelectedId="help"
      keepMounted
      items={[
        { id: 'help', label: t('tabs.help'), panel: <HelpCentre headingLevel={headingLevel} /> },
        { id: 'feedback', label: t('tabs.feedback'), panel: <FeedbackForm /> },
      ]}
    />
  );
}
