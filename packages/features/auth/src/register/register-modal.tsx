// The registration popup (modal type 'register'); its Login button switches to the login popup.
import { Modal } from '@portal/ui';
import { closeAuthModal } from '../session/auth-slice';
import { useAuthDispatch } from '../session/hooks';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { RegisterForm } from './register-form';

export function RegisterModal({ open }: { open: boolean }) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  return (
    <Modal
      open={open}
      onClose={() => dispatch(closeAuthModal())}
      title={t('register.title')}
      closeLabel={t('common:actions.close')}
      size="lg"
    >
      <RegisterForm variant="modal" />
    </Modal>
  );
}
