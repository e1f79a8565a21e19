// What content staff send one member: a platform message (HTML the platform cleans before storing)
// or a reward (granted, or above the tenant's threshold sent for a second approval; above its
// ceiling refused). Two forms in the kit's tabs; each keeps what was typed when a call fails.
import { Tabs } from '@portal/ui';
import { PageFrame } from '../../shared/form-layout';
import { PageHeading } from '../../shared/page-heading';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import { MessageForm } from './message-form';
import { RewardForm } from './reward-form';

export default function MessagesPage() {
  const { t } = useBackofficeTranslation();
  return (
    <PageFrame>
      <PageHeading>{t('messages.title')}</PageHeading>
      <Tabs
        label={t('messages.tabs')}
        items={[
          { id: 'message', label: t('messages.messageTab'), panel: <MessageForm /> },
          { id: 'reward', label: t('messages.rewardTab'), panel: <RewardForm /> },
        ]}
      />
    </PageFrame>
  );
}
