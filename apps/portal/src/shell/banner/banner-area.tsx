// The banner slider above a screen's content: the route's banner group through the kit's
// Carousel (autoplay 5000 ms, loop only with more than one banner), images loaded lazily but the first. A
// banner with a link opens it: a route, a promotion's detail, a game, or an external address.
import type { BannerGroup } from '@portal/contracts';
import { gamePath } from '@portal/feature-lobby';
import { useTranslation } from '@portal/i18n';
import { Carousel, LazyImage } from '@portal/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { TenantBannerWithUrl } from 'virtual:tenant';
import { useBanners } from './use-group-banners';

import { BANNER_ASPECT_RATIO, BannerFrame } from './banner-slot.styles';

const BannerLink = styled(Link)`
  display: block;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -4px;
  }
`;

const BannerAnchor = styled.a`
  display: block;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -4px;
  }
`;

/** Where a banner's link goes inside the portal, or null for an external address / no link. */
export function bannerRoute(banner: TenantBannerWithUrl): string | null {
  if (!banner.link) return null;
  if (banner.link.type === 'route')
    return banner.link.target.startsWith('/') ? banner.link.target : `/${banner.link.target}`;
  if (banner.link.type === 'promotion') return `/promotions/${encodeURIComponent(banner.link.target)}`;
  if (banner.link.type === 'game') {
    // `<vassalage>/<nodeId>`: the game screen launches it (asking a visitor to log in first).
    const [vassalage = '', nodeId = ''] = banner.link.target.split('/');
    return gamePath({ nodeId, vassalage, gameName: nodeId });
  }
  return null;
}

/** `first`: the slide a visitor sees at once — the page's largest paint, so not lazy. */
function BannerSlide({ banner, first }: { banner: TenantBannerWithUrl; first: boolean }) {
  const { t } = useTranslation('common');
  const description = t(banner.altKey);
  const image = (
    <LazyImage src={banner.imageUrl} alt={description} aspectRatio={BANNER_ASPECT_RATIO} priority={first} />
  );
  const route = bannerRoute(banner);
  // Links are named by the description itself: the lazy image is not there until it scrolls into view.
  if (route) {
    return (
      <BannerLink to={route} aria-label={description}>
        {image}
      </BannerLink>
    );
  }
  if (banner.link?.type === 'url') {
    return (
      <BannerAnchor href={banner.link.target} target="_blank" rel="noopener noreferrer" aria-label={description}>
        {image}
      </BannerAnchor>
    );
  }
  return image;
}

export function BannerArea({ group }: { group: BannerGroup }) {
  const { t } = useTranslation('shell');
  const banners = useBanners(group);
  if (banners.length === 0) return null;
  return (
    <BannerFrame>
      <Carousel
        label={t('banner.label')}
        previousLabel={t('banner.previous')}
        nextLabel={t('banner.next')}
        slideLabel={(position, total) => t('banner.slide', { position, total })}
        goToLabel={(position, total) => t('banner.goTo', { position, total })}
      >
        {banners.map((banner, index) => (
          <BannerSlide key={banner.id} banner={banner} first={index === 0} />
        ))}
      </Carousel>
    </BannerFrame>
  );
}

export default BannerArea;
