// The proofs a member uploaded for a withdrawal (1 to 3 images), one at a time, with previous and next.
import type { OperatorWithdrawal } from '@portal/contracts';
import { Button, Inline, Modal } from '@portal/ui';
import { useState } from 'react';
import { proofUrl } from '../../api/withdrawals';
import { StaffImage } from '../../shared/staff-image';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

export function ProofsDialog({ withdrawal, onClose }: { withdrawal: OperatorWithdrawal; onClose: () => void }) {
  const { t } = useBackofficeTranslation();
  const [proofNo, setProofNo] = useState(1);
  const total = withdrawal.proofCount;
  const { withdrawalNo } = withdrawal;
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={t('proofs.title', { withdrawalNo })}
      closeLabel={t('form.close')}
      footer={
        total > 1 && (
          <Inline gap="sm">
            <Button variant="secondary" disabled={proofNo <= 1} onClick={() => setProofNo(proofNo - 1)}>
              {t('proofs.previous')}
            </Button>
            <span aria-live="polite">{t('proofs.which', { proofNo, total })}</span>
            <Button variant="secondary" disabled={proofNo >= total} onClick={() => setProofNo(proofNo + 1)}>
              {t('proofs.next')}
            </Button>
          </Inline>
        )
      }
    >
      <Proof withdrawalNo={withdrawalNo} proofNo={proofNo} total={total} />
    </Modal>
  );
}

function Proof({ withdrawalNo, proofNo, total }: { withdrawalNo: string; proofNo: number; total: number }) {
  const { t } = useBackofficeTranslation();
  return (
    <StaffImage
      path={proofUrl(withdrawalNo, proofNo)}
      alt={t('proofs.alt', { proofNo, total, withdrawalNo })}
      loadingLabel={t('proofs.loading')}
      failedText={t('proofs.failed')}
    />
  );
}
