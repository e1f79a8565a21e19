// Forgot password (spec §2): by e-mail, and by phone when CHNGPASSVERIF3 is on, as two tabs.
import { useModuleEnabled } from '@portal/api';
import { Modal, Tabs } from '@portal/ui';
import type { RecoveryMethod } from '../session/auth-state';
import { closeAuthModal, openAuthModal } from '../session/auth-slice';
import { useAuthDispatch, useAuthSelector } from '../session/hooks';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';

export function ForgotPasswordModal({ open }: { open: boolean }) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const byPhone = useModuleEnabled('CHNGPASSVERIF3');
  const method = useAuthSelector((state) => state.auth.recoveryMethod);
  const active: RecoveryMethod = byPhone ? method : 'email';
  return (
    <Modal
      open={open}
      onClose={() => dispatch(closeAuthModal())}
      title={t('recovery.title')}
      closeLabel={t('common:actions.close')}
    >
      {/* Tabs even with one method: the form keeps what was typed when the phone tab appears. */}
      <Tabs
        label={t('recovery.methods')}
        fullWidth
        selectedId={active}
        onSelect={(id) => dispatch(openAuthModal({ modal: 'forgotPassword', recoveryMethod: id as RecoveryMethod }))}
        items={[
          { id: 'email', label: t('recovery.byEmail'), panel: <ForgotByEmailForm /> },
          ...(byPhone ? [{ id: 'phone', label: t('recovery.byPhone'), panel: <ForgotByPhoneForm /> }] : []),
        ]}
      />
    </Modal>
  );
}
