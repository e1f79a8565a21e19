// The login popup (modal type 'login').
import { Modal } from '@portal/ui';
import { closeAuthModal } from '../session/auth-slice';
import { useAuthDispatch } from '../session/hooks';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { LoginForm } from './login-form';

export function LoginModal({ open }: { open: boolean }) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  return (
    <Modal
      open={open}
      onClose={() => dispatch(closeAuthModal())}
      title={t('login.title')}
      closeLabel={t('common:actions.close')}
    >
      <LoginForm />
    </Modal>
  );
}
