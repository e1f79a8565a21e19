// An image message as staff see it: a thumbnail (fetched with the staff token, StaffImage) that opens
// the picture larger in a dialog, like a promotion application's images. Every view is audited by
// the platform (support.image_view).
import { Modal } from '@portal/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { supportImageUrl } from '../../api/support';
import { StaffImage } from '../../shared/staff-image';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

const Thumb = styled.button`
  display: block;
  margin: ${({ theme }) => `${theme.space.xxs} 0`};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  cursor: zoom-in;
`;

export function ChatImage({
  conversationId,
  messageId,
  from,
}: {
  conversationId: number;
  messageId: number;
  from: string;
}) {
  const { t } = useBackofficeTranslation();
  const [open, setOpen] = useState(false);
  const image = (size: 'large' | 'thumbnail') => (
    <StaffImage
      path={supportImageUrl(conversationId, messageId)}
      alt={t('support.log.imageAlt', { name: from })}
      loadingLabel={t('support.log.imageLoading')}
      failedText={t('support.log.imageFailed')}
      size={size}
    />
  );
  return (
    <>
      <Thumb type="button" aria-label={t('support.log.openImage', { name: from })} onClick={() => setOpen(true)}>
        {image('thumbnail')}
      </Thumb>
      <Modal
        open={open}
        size="lg"
        onClose={() => setOpen(false)}
        title={t('support.log.imageAlt', { name: from })}
        closeLabel={t('form.close')}
      >
        {image('large')}
      </Modal>
    </>
  );
}
