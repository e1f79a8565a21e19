import styled from 'styled-components';

/** The tenants' banner artwork is 1200 × 320. */
export const BANNER_ASPECT_RATIO = '15 / 4';

export const BannerFrame = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl} 0`};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
`;

/**
 * Holds the banner's place while the slider's chunk loads, so nothing below it jumps: the picture,
 * and with several banners the row of dots under it (the kit Carousel's 1.5rem dots after `sm`).
 */
export const BannerPlaceholder = styled.div<{ $dots: boolean }>`
  aspect-ratio: ${BANNER_ASPECT_RATIO};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.muted};
  margin-bottom: ${({ theme, $dots }) => ($dots ? `calc(1.5rem + ${theme.space.sm})` : '0')};
`;
