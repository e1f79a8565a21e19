// The help centre and the feedback form side by side as kit Tabs: what /helpmc shows full page and
// the side menu's help modal shows in a dialog.
import { useTranslation } from '@portal/i18n';
import { Tabs } from '@portal/ui';
import { FeedbackForm } from './feedback/feedback-form';
import { HelpCentre, type HelpCentreProps } from './help-centre/help-centre';
import { SUPPORT_NAMESPACE } from './support-namespace';

export type HelpAndFeedbackProps = HelpCentreProps;

export function HelpAndFeedback({ headingLevel }: HelpAndFeedbackProps) {
  const { t } = useTranslation(SUPPORT_NAMESPACE);
  return (
    <Tabs
      label={t('tabs.label')}
      defaultSelectedId="help"
      items={[
        { id: 'help', label: t('tabs.help'), panel: <HelpCentre headingLevel={headingLevel} /> },
        { id: 'feedback', label: t('tabs.feedback'), panel: <FeedbackForm /> },
      ]}
    />
  );
}
