// The new-player promotions on top of the list (spec §2): the kit's Carousel, one slide per view,
// autoplaying every 5000 ms only when there is more than one slide; each slide is a link to its
// promotion. Nothing when the brand has no new-player promotion running or coming.
import type { PromotionSummary } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Carousel } from '@portal/ui';
import { Link } from 'react-router';
import { PROMOTIONS_NAMESPACE } from '../promotions-namespace';
import { usePromotionsHost } from '../shared/promotions-host';
import { Muted, Slide } from '../shared/styles';

export function NewPlayerCarousel({ promotions }: { promotions: readonly PromotionSummary[] }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { detailPath } = usePromotionsHost();
  if (promotions.length === 0) return null;
  return (
    <Carousel
      label={t('list.carouselLabel')}
      previousLabel={t('list.previous')}
      nextLabel={t('list.next')}
      slideLabel={(position, total) => t('list.slide', { position, total })}
      goToLabel={(position) => t('list.goTo', { position })}
      autoplay={promotions.length > 1}
    >
      {promotions.map((promotion) => (
        <Slide key={promotion.promotionId}>
          <Link to={detailPath(promotion.promotionId)}>{promotion.title}</Link>
          <Muted>{promotion.summary}</Muted>
        </Slide>
      ))}
    </Carousel>
  );
}
