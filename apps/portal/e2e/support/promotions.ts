// What the promotion specs share: the brand's seeded promotions (tenants/<brand>/seed/promotions.json),
// the first running one of a kind, and a real png for an application's image.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { E2eTenant } from './tenants';

export interface SeedPromotion {
  id: string;
  kind: string;
  title: Record<string, string>;
  startsAt: string;
  endsAt?: string;
  rewardAmount?: string;
}

export function seedPromotions(tenant: E2eTenant): SeedPromotion[] {
  const file = join(import.meta.dirname, '..', '..', '..', '..', 'tenants', tenant.id, 'seed', 'promotions.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { promotions: SeedPromotion[] }).promotions;
}

/** The brand's first running promotion of a kind. */
export function runningPromotion(tenant: E2eTenant, kind: string): SeedPromotion {
  const now = Date.now();
  const found = seedPromotions(tenant).find(
    (p) => p.kind === kind && Date.parse(p.startsAt) <= now && (!p.endsAt || Date.parse(p.endsAt) > now),
  );
  if (!found) throw new Error(`${tenant.id} has no running ${kind} promotion`);
  return found;
}

/** A 1×1 png, real bytes (the platform checks the content). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
