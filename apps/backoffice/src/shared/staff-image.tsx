// A member's uploaded image as staff see it (useStaffImage): a spinner while it loads, a notice when
// it cannot be shown, else the picture from its object URL — full size in a dialog, or a thumbnail.
import { FormAlert, Spinner } from '@portal/ui';
import { styled } from 'styled-components';
import { useStaffImage } from './use-staff-image';

const Large = styled.img`
  display: block;
  max-width: 100%;
  max-height: 60vh;
  margin: 0 auto;
`;

const Thumbnail = styled.img`
  display: block;
  width: 4rem;
  height: 4rem;
  object-fit: cover;
`;

export interface StaffImageProps {
  /** The call under `/ops` that answers the bytes. */
  path: string;
  alt: string;
  loadingLabel: string;
  failedText: string;
  size?: 'large' | 'thumbnail';
}

export function StaffImage({ path, alt, loadingLabel, failedText, size = 'large' }: StaffImageProps) {
  const image = useStaffImage(path);
  if (image.state === 'loading') return <Spinner label={loadingLabel} />;
  if (image.state === 'failed') return <FormAlert>{failedText}</FormAlert>;
  const Picture = size === 'large' ? Large : Thumbnail;
  return <Picture src={image.url} alt={alt} />;
}
