// The agent centre overlay (spec: a modal the avatar menu's agent entry opens). Its pages come with
// the agent feature; until then it says so honestly instead of showing made-up figures.
import { useTranslation } from '@portal/i18n';
import { Modal } from '@portal/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../screens/parts/screen-parts';
import { modalClosed, selectOpenModal } from '../shell-slice';

export function AgentCentreOverlay() {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation('common');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal) === 'agentCentre';
  return (
    <Modal
      open={open}
      onClose={() => dispatch(modalClosed())}
      title={t('agentCentre.title')}
      closeLabel={tCommon('actions.close')}
      size="lg"
    >
      <EmptyState title={t('agentCentre.emptyTitle')} body={t('agentCentre.emptyBody')} />
    </Modal>
  );
}
