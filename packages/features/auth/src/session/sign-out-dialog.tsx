// "Log out?" before a sign-out (the member bar's Sign out, leaving the forced password change):
// on confirm it calls logout, ends the session and goes home; the confirm button shows busy
// meanwhile. Each place words the question its own way. Loaded only with the lazy parts that use
// it: it brings the kit's ConfirmDialog.
import { ConfirmDialog } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { useAuthDispatch } from './hooks';
import { logout } from './session-thunks';

export interface SignOutDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** The label of the button that keeps the member logged in. */
  cancelLabel: string;
  /** Called on cancel, and after the sign-out. */
  onClose: () => void;
}

export function SignOutDialog({ open, title, message, cancelLabel, onClose }: SignOutDialogProps) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    await dispatch(logout());
    setSigningOut(false);
    onClose();
    void navigate('/');
  };

  return (
    <ConfirmDialog
      open={open}
      tone="warning"
      title={title}
      message={message}
      confirmLabel={t('common:actions.logOut')}
      cancelLabel={cancelLabel}
      closeLabel={t('common:actions.close')}
      confirming={signingOut}
      onConfirm={() => void signOut()}
      onCancel={onClose}
    />
  );
}
