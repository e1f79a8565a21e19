// A staff member's one-time password (after creation or a reset): shown once, with a copy button;
// the platform never shows it again.
import { Button, Input, Modal } from '@portal/ui';
import { useState } from 'react';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

export interface OneTimePasswordDialogProps {
  username: string;
  password: string;
  onClose: () => void;
}

export function OneTimePasswordDialog({ username, password, onClose }: OneTimePasswordDialogProps) {
  const { t } = useBackofficeTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      closeOnOutsideClick={false}
      title={t('staff.passwordTitle', { username })}
      closeLabel={t('form.close')}
      footer={<Button onClick={onClose}>{t('staff.passwordDone')}</Button>}
    >
      <p>{t('staff.passwordIntro', { username })}</p>
      <Input
        label={t('staff.passwordLabel')}
        value={password}
        readOnly
        spellCheck={false}
        autoComplete="off"
        onFocus={(event) => event.currentTarget.select()}
        trailingAction={
          <Button size="sm" variant="secondary" onClick={() => void onCopy()}>
            {t('form.copy')}
          </Button>
        }
      />
      <p role="status">{copy === 'copied' ? t('form.copied') : copy === 'failed' ? t('form.copyFailed') : ''}</p>
    </Modal>
  );
}
