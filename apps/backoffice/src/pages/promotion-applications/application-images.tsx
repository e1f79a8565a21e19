// An application's images (1 to 3, the member's uploads) as thumbnails; a click opens one larger in a
// dialog. Each is fetched with the staff token (StaffImage) and every view is audited by the platform.
import type { OperatorApplication } from '@portal/contracts';
import { Inline, Modal } from '@portal/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { applicationImageUrl } from '../../api/promotion-applications';
import { StaffImage } from '../../shared/staff-image';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

const Thumb = styled.button`
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  cursor: zoom-in;
`;

export function ApplicationImages({ application }: { application: OperatorApplication }) {
  const { t } = useBackofficeTranslation();
  const [opened, setOpened] = useState<number | null>(null);
  const { activityId, imageCount: total, username } = application;
  const numbers = Array.from({ length: total }, (_, index) => index + 1);
  const image = (imageNo: number, size: 'large' | 'thumbnail') => (
    <StaffImage
      path={applicationImageUrl(activityId, imageNo)}
      alt={t('applications.imageAlt', { imageNo, total, username })}
      loadingLabel={t('applications.imageLoading')}
      failedText={t('applications.imageFailed')}
      size={size}
    />
  );
  if (total === 0) return null;
  return (
    <>
      <Inline gap="xs">
        {numbers.map((imageNo) => (
          <Thumb
            key={imageNo}
            type="button"
            aria-label={t('applications.openImage', { imageNo, total, username })}
            onClick={() => setOpened(imageNo)}
          >
            {image(imageNo, 'thumbnail')}
          </Thumb>
        ))}
      </Inline>
      {opened !== null && (
        <Modal
          open
          size="lg"
          onClose={() => setOpened(null)}
          title={t('applications.imageTitle', { imageNo: opened, total, username })}
          closeLabel={t('form.close')}
        >
          {image(opened, 'large')}
        </Modal>
      )}
    </>
  );
}
