// Said when customer service could not be opened (the service configuration did not load or its
// link did not decrypt): the popup has been closed, and the member is told so in words, with the
// tenant's e-mail as another way. The kit's Modal; its own chunk, loaded only then.
import { useTranslation } from '@portal/i18n';
import { Modal } from '@portal/ui';
import { useAppDispatch } from '../app/hooks';
import { useTenant } from '../tenant/tenant-context';
import { modalClosed } from './shell-slice';

export default function ServiceUnavailableModal() {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { email } = useTenant().config.customerService;
  return (
    <Modal
      open
      role="alertdialog"
      onClose={() => dispatch(modalClosed())}
      title={t('customerService.unavailableTitle')}
      closeLabel={tCommon('actions.close')}
      size="sm"
    >
      <p>{t('customerService.unavailable', { email })}</p>
    </Modal>
  );
}
