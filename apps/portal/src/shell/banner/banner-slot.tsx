// Where a route's banners go. The slider (the kit's Carousel on embla) is loaded in its own chunk
// when a route has banners to show; until then a placeholder of the banner's size holds the space.
import { memo, Suspense } from 'react';
import type { BannerGroup } from '@portal/contracts';
import { lazyPart } from '../../app/first-paint-parts';
import { BannerFrame, BannerPlaceholder } from './banner-slot.styles';
import { useHasBanners, useHasSeveralBanners } from './use-banners';

const BannerArea = lazyPart('banner-area', () => import('./banner-area'));

export const BannerSlot = memo(function BannerSlot({ group }: { group: BannerGroup }) {
  const several = useHasSeveralBanners(group);
  if (!useHasBanners(group)) return null;
  return (
    <Suspense
      fallback={
        <BannerFrame>
          <BannerPlaceholder $dots={several} />
        </BannerFrame>
      }
    >
      <BannerArea group={group} />
    </Suspense>
  );
});
