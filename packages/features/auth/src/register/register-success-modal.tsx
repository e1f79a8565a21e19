// After a registration: the success popup, and in mobile mode first the notice that the account
// was created automatically, is logged in, and that the number logs in next time (spec §2).
import { Button, Modal } from '@portal/ui';
import { closeAuthModal, openAuthModal, openPersonalCenter } from '../session/auth-slice';
import { useAuthDispatch, useAuthSelector } from '../session/hooks';
import { Paragraph } from '../shared/form-layout';
import { useAuthTranslation } from '../shared/use-auth-translation';

export function RegisterSuccessModal({ open }: { open: boolean }) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const close = () => dispatch(closeAuthModal());
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('registerSuccess.title')}
      closeLabel={t('common:actions.close')}
      size="sm"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              close();
              dispatch(openPersonalCenter('depositv2'));
            }}
          >
            {t('registerSuccess.deposit')}
          </Button>
          <Button onClick={close}>{t('registerSuccess.start')}</Button>
        </>
      }
    >
      <Paragraph>{t('registerSuccess.message')}</Paragraph>
    </Modal>
  );
}

export function MobileRegisterNoticeModal({ open }: { open: boolean }) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const account = useAuthSelector((state) => state.auth.account);
  const next = () => dispatch(openAuthModal({ modal: 'registerSuccess' }));
  return (
    <Modal
      open={open}
      onClose={next}
      title={t('mobileNotice.title')}
      closeLabel={t('common:actions.close')}
      size="sm"
      footer={<Button onClick={next}>{t('common:actions.ok')}</Button>}
    >
      <Paragraph>{t('mobileNotice.created')}</Paragraph>
      <Paragraph>{t('mobileNotice.nextTime', { account: account ?? '' })}</Paragraph>
    </Modal>
  );
}
