// The brand's promotions (content role): the brand file's entries in every language of the brand
// (title, summary, HTML terms), with the fields of their kind — dates, turnover, reward, a raffle's
// prizes — created, edited and withdrawn through the shared content screen. The portal's list
// answers a change at once. Dates are written in UTC, amounts as the brand file writes them.
import {
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  type OperatorPromotionRequest,
  type PromotionCategory,
  type PromotionKind,
} from '@portal/contracts';
import { useMemo } from 'react';
import { promotionContentHooks, type PromotionItem } from '../../api/campaign-content';
import { formatTime } from '../../shared/format';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import type { ContentKind } from '../content/content-kind';
import { ContentListPage } from '../content/content-list-page';

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,47}$/;
const AMOUNT_PATTERN = /^(?!0+(\.0+)?$)\d{1,9}(\.\d{1,2})?$/;
/** A raffle's prizes as staff type them: `amount:weight`, separated by commas. */
const PRIZES_PATTERN = /^\s*\d{1,9}(\.\d{1,2})?\s*:\s*\d{1,6}\s*(,\s*\d{1,9}(\.\d{1,2})?\s*:\s*\d{1,6}\s*)*$/;
const WITH_TURNOVER: readonly string[] = ['join', 'raffle'];
const WITH_REWARD: readonly string[] = ['join', 'apply'];

/** ISO time → the `datetime-local` input's value, in UTC. */
const toInput = (iso: string | undefined) => (iso ? iso.slice(0, 16) : '');
/** The input's value (UTC) → ISO time. */
const toIso = (value: string) => `${value}:00.000Z`;

function prizesOf(text: string) {
  return text.split(',').map((pair) => {
    const [amount = '', weight = ''] = pair.split(':').map((part) => part.trim());
    return { amount, weight: Number(weight) };
  });
}

export default function PromotionsPage() {
  const { t } = useBackofficeTranslation();
  const kind = useMemo<ContentKind<PromotionItem, OperatorPromotionRequest>>(() => {
    const amountRule = { value: AMOUNT_PATTERN, message: t('content.amountRule') };
    return {
      texts: 'promotions',
      localised: ['title', 'summary', 'content'],
      fields: [
        {
          name: 'id',
          label: t('content.id'),
          hint: t('content.idHint'),
          newOnly: true,
          pattern: { value: ID_PATTERN, message: t('content.idRule') },
        },
        {
          name: 'category',
          label: t('promotions.category'),
          options: PROMOTION_CATEGORIES.map((value) => ({ value, label: t(`promotions.categories.${value}`) })),
        },
        {
          name: 'kind',
          label: t('promotions.kind'),
          options: PROMOTION_KINDS.map((value) => ({ value, label: t(`promotions.kinds.${value}`) })),
        },
        { name: 'startsAt', label: t('promotions.startsAt'), type: 'datetime-local' },
        { name: 'endsAt', label: t('promotions.endsAt'), type: 'datetime-local', optional: true },
        {
          name: 'turnover',
          label: t('promotions.turnover'),
          optional: true,
          pattern: amountRule,
          shownWhen: (extra) => WITH_TURNOVER.includes(extra.kind ?? ''),
        },
        {
          name: 'rewardAmount',
          label: t('promotions.rewardAmount'),
          pattern: amountRule,
          shownWhen: (extra) => WITH_REWARD.includes(extra.kind ?? ''),
        },
        {
          name: 'prizes',
          label: t('promotions.prizes'),
          hint: t('promotions.prizesHint'),
          pattern: { value: PRIZES_PATTERN, message: t('promotions.prizesRule') },
          shownWhen: (extra) => extra.kind === 'raffle',
        },
      ],
      extraOf: (item) => ({
        id: item?.id ?? '',
        category: item?.category ?? 'other',
        kind: item?.kind ?? 'info',
        startsAt: toInput(item?.startsAt),
        endsAt: toInput(item?.endsAt),
        turnover: item?.turnover ?? '',
        rewardAmount: item?.rewardAmount ?? '',
        prizes: item?.prizes?.map((prize) => `${prize.amount}:${prize.weight}`).join(', ') ?? '',
      }),
      // Only the fields of the kind are sent: the platform validates with the brand file's schema.
      bodyOf: ({ title, summary, content, extra }) => {
        const promotionKind = (extra.kind ?? 'info') as PromotionKind;
        const turnover = (extra.turnover ?? '').trim();
        return {
          id: (extra.id ?? '').trim(),
          category: (extra.category ?? 'other') as PromotionCategory,
          kind: promotionKind,
          title,
          summary,
          content,
          startsAt: toIso(extra.startsAt ?? ''),
          ...(extra.endsAt ? { endsAt: toIso(extra.endsAt) } : {}),
          ...(WITH_TURNOVER.includes(promotionKind) && turnover ? { turnover } : {}),
          ...(WITH_REWARD.includes(promotionKind) ? { rewardAmount: (extra.rewardAmount ?? '').trim() } : {}),
          ...(promotionKind === 'raffle' ? { prizes: prizesOf(extra.prizes ?? '') } : {}),
        };
      },
      columns: [
        { key: 'kind', header: t('promotions.kind'), cell: (item) => t(`promotions.kinds.${item.kind}`) },
        { key: 'startsAt', header: t('promotions.startsAt'), cell: (item) => formatTime(Date.parse(item.startsAt)) },
        { key: 'activities', header: t('promotions.activities'), cell: (item) => item.activities },
      ],
    };
  }, [t]);

  return <ContentListPage kind={kind} hooks={promotionContentHooks} />;
}
