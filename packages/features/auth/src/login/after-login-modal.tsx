// The after-login modal (spec §2, §4): a welcome with the member's name. A first-time login gets
// the welcome variant — our decision for the spec's "first-login action" — which points to the
// deposit page; a returning member is welcomed back. A member who should change the password
// (first login or expired, spec §4) is offered the change-password modal.
import { isTrialType } from '@portal/contracts';
import { Button, Modal } from '@portal/ui';
import { closeAuthModal, openAuthModal, openPersonalCenter } from '../session/auth-slice';
import { useAuthDispatch, useAuthSelector } from '../session/hooks';
import { Paragraph } from '../shared/form-layout';
import { useAuthTranslation } from '../shared/use-auth-translation';

export function AfterLoginModal({ open }: { open: boolean }) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const { nickname, account, firstTimeLogin, changePasswordRequired, accountType } = useAuthSelector(
    (state) => state.auth,
  );
  const name = nickname || account || '';
  const close = () => dispatch(closeAuthModal());
  const trial = accountType !== null && isTrialType(accountType);
  return (
    <Modal
      open={open}
      onClose={close}
      title={t(firstTimeLogin ? 'afterLogin.firstTitle' : 'afterLogin.title', { name })}
      closeLabel={t('common:actions.close')}
      size="sm"
      footer={
        <>
          {!trial && (
            <Button
              variant="secondary"
              onClick={() => {
                close();
                dispatch(openPersonalCenter('depositv2'));
              }}
            >
              {t('afterLogin.deposit')}
            </Button>
          )}
          <Button onClick={close}>{t('afterLogin.start')}</Button>
        </>
      }
    >
      <Paragraph>{t(firstTimeLogin ? 'afterLogin.firstMessage' : 'afterLogin.message')}</Paragraph>
      {changePasswordRequired && !trial && (
        <Paragraph>
          {t('afterLogin.changePasswordHint')}{' '}
          <Button variant="ghost" size="sm" onClick={() => dispatch(openAuthModal({ modal: 'changePassword' }))}>
            {t('password.title')}
          </Button>
        </Paragraph>
      )}
    </Modal>
  );
}
