// How a stored promotion reads on the wire: in the request's language (the brand's default when it
// has no text in it), its period by the clock, amounts in major units, and its HTML sanitised once
// more on the way out (it was sanitised when seeded: a row written some other way is still safe).
import type { Promotion, PromotionPeriod, PromotionSummary } from '@portal/contracts';
import { toMajor } from '../../lib/money';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { LocalisedText, PromotionRecord } from '../../repositories/promotions';
import type { Tenant } from '../platform/tenant-service';

export function periodOf(p: PromotionRecord, now: number): PromotionPeriod {
  if (now < p.startsAt) return 'coming_soon';
  if (p.endsAt !== null && now >= p.endsAt) return 'closed';
  return 'open';
}

export function textIn(tenant: Tenant, text: LocalisedText, language: string): string {
  return text[language] ?? text[tenant.config.defaultLanguage] ?? Object.values(text)[0] ?? '';
}

export function summaryView(tenant: Tenant, p: PromotionRecord, language: string, now: number): PromotionSummary {
  return {
    promotionId: p.id,
    category: p.category as PromotionSummary['category'],
    kind: p.kind as PromotionSummary['kind'],
    title: textIn(tenant, p.title, language),
    summary: textIn(tenant, p.summary, language),
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    period: periodOf(p, now),
    turnover: p.turnoverMinor === null ? null : toMajor(p.turnoverMinor),
    rewardAmount: p.rewardMinor === null ? null : toMajor(p.rewardMinor),
    prizes: p.prizes === null ? null : p.prizes.map((prize) => toMajor(prize.amountMinor)).sort((a, b) => b - a),
  };
}

export function detailView(tenant: Tenant, p: PromotionRecord, language: string, now: number): Promotion {
  return { ...summaryView(tenant, p, language, now), content: sanitizeHtml(textIn(tenant, p.content, language)) };
}
