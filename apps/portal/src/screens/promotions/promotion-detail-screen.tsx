// /promotions/:id and /promoDetail?id= (a home banner's `promotion` link lands here): @portal/
// feature-promotions' detail of the promotion named by `usePromotionId()` — terms, the member's
// state and what they can do by the promotion's kind; an unknown id says so with a link to all
// promotions. Through WithPromotionsHost (src/bridges/promotions-host.tsx).
import { PromotionDetail } from '@portal/feature-promotions';
import { useParams, useSearchParams } from 'react-router';
import { WithPromotionsHost } from '../../bridges/promotions-host';

/** The promotion id from the path (/promotions/:id) or the query (/promoDetail?id=). */
export function usePromotionId(): string | null {
  const { id } = useParams();
  const [search] = useSearchParams();
  return id ?? search.get('id');
}

export function PromotionDetailScreen() {
  const promotionId = usePromotionId();
  return (
    <WithPromotionsHost>
      <PromotionDetail key={promotionId} promotionId={promotionId} />
    </WithPromotionsHost>
  );
}
