// The change-password modal. Its forced variant (after a login with the default or an expired
// password) cannot be dismissed: closing it asks whether to sign out instead, and after the
// change the login carries on (member info, after-login modal).
import { Button, FormAlert, Modal } from '@portal/ui';
import { useState } from 'react';
import { closeAuthModal, openAuthModal } from '../session/auth-slice';
import { useAuthDispatch, useAuthSelector } from '../session/hooks';
import { loadMemberInfo } from '../session/session-thunks';
import { SignOutDialog } from '../session/sign-out-dialog';
import { Actions, FormStack, Paragraph } from '../shared/form-layout';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { ChangePasswordForm } from './change-password-form';

export function ChangePasswordModal({ open }: { open: boolean }) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const forced = useAuthSelector((state) => state.auth.forced);
  const [changed, setChanged] = useState(false);
  const [askSignOut, setAskSignOut] = useState(false);

  const close = () => {
    setChanged(false);
    dispatch(closeAuthModal());
  };

  const onChanged = async () => {
    if (forced) {
      await dispatch(loadMemberInfo());
      dispatch(openAuthModal({ modal: 'afterLogin' }));
      return;
    }
    setChanged(true);
  };

  return (
    <>
      <Modal
        open={open}
        onClose={forced ? () => setAskSignOut(true) : close}
        closeOnOutsideClick={!forced}
        title={t(forced ? 'password.forcedTitle' : 'password.title')}
        closeLabel={t(forced ? 'password.leave' : 'common:actions.close')}
      >
        {changed ? (
          <FormStack as="div">
            <FormAlert tone="success" focusOnShow>
              {t('password.changed')}
            </FormAlert>
            <Actions>
              <Button onClick={close}>{t('common:actions.ok')}</Button>
            </Actions>
          </FormStack>
        ) : (
          <FormStack as="div">
            {forced && <Paragraph>{t('password.forcedExplanation')}</Paragraph>}
            <ChangePasswordForm
              onChanged={() => void onChanged()}
              secondaryAction={
                forced ? (
                  <Button variant="secondary" onClick={() => setAskSignOut(true)}>
                    {t('common:actions.logOut')}
                  </Button>
                ) : undefined
              }
            />
          </FormStack>
        )}
      </Modal>
      <SignOutDialog
        open={askSignOut}
        title={t('password.signOutTitle')}
        message={t('password.signOutMessage')}
        cancelLabel={t('password.keepChanging')}
        onClose={() => setAskSignOut(false)}
      />
    </>
  );
}
