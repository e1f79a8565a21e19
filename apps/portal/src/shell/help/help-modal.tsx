// The help modal (spec §2: the customer service menu's "help" opens it): the kit Modal — labelled by
// its title, focus kept inside, Escape and the close button close it — around
// @portal/feature-support's help centre and feedback form. Its own lazy chunk (root layout), loaded
// when the side menu's help entry first opens it.
import { HelpAndFeedback } from '@portal/feature-support';
import { useTranslation } from '@portal/i18n';
import { Modal } from '@portal/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { WithSupportHost } from '../../bridges/support-host';
import { modalClosed, selectOpenModal } from '../shell-slice';

export function HelpModal() {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation('common');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenModal) === 'help';
  return (
    <Modal
      open={open}
      onClose={() => dispatch(modalClosed())}
      title={t('helpModal.title')}
      closeLabel={tCommon('actions.close')}
      size="lg"
    >
      <WithSupportHost>
        <HelpAndFeedback headingLevel={3} />
      </WithSupportHost>
    </Modal>
  );
}
