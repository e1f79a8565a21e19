import { describe, expect, it } from 'vitest';
import { applyActivityRequestSchema, tenantPromotionsSeedSchema, ACTIVITY_REMARK_MAX } from './promotions';

const text = { EN: 'x' };
const base = { category: 'daily', title: text, summary: text, content: text, startsAt: '2026-01-01T00:00:00Z' };

describe('promotions contract', () => {
  it('takes a remark of 140 characters and refuses 141', () => {
    const remark = 'a'.repeat(ACTIVITY_REMARK_MAX);
    expect(applyActivityRequestSchema.safeParse({ promotionId: 'p1', remark }).success).toBe(true);
    expect(applyActivityRequestSchema.safeParse({ promotionId: 'p1', remark: `${remark}a` }).success).toBe(false);
  });

  it('refuses a fourth image', () => {
    const ok = applyActivityRequestSchema.safeParse({ promotionId: 'p1', remark: 'r', imageIds: [1, 2, 3] });
    const over = applyActivityRequestSchema.safeParse({ promotionId: 'p1', remark: 'r', imageIds: [1, 2, 3, 4] });
    expect([ok.success, over.success]).toEqual([true, false]);
  });

  it('keeps each kind to its own fields in the brand seed', () => {
    const seed = (promotion: object) => tenantPromotionsSeedSchema.safeParse({ promotions: [promotion] }).success;
    expect(seed({ ...base, id: 'r1', kind: 'raffle', turnover: '100', prizes: [{ amount: '8.88', weight: 1 }] })).toBe(
      true,
    );
    expect(seed({ ...base, id: 'r2', kind: 'raffle' })).toBe(false);
    expect(seed({ ...base, id: 'a1', kind: 'apply', rewardAmount: '50' })).toBe(true);
    expect(seed({ ...base, id: 'a2', kind: 'apply' })).toBe(false);
    expect(seed({ ...base, id: 'i1', kind: 'info', rewardAmount: '5' })).toBe(false);
    expect(seed({ ...base, id: 'j1', kind: 'join', rewardAmount: '5', turnover: '0' })).toBe(false);
    expect(seed({ ...base, id: 'e1', kind: 'info', endsAt: '2025-12-31T00:00:00Z' })).toBe(false);
  });

  it('refuses two promotions with one id', () => {
    const p = { ...base, id: 'same', kind: 'info' };
    expect(tenantPromotionsSeedSchema.safeParse({ promotions: [p, p] }).success).toBe(false);
  });
});
