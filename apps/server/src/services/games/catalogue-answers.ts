// The lobby's answers kept ready to send: per tenant and catalogue version, each page of the game
// list, hot games and the vendor list as a PreparedAnswer (checked against the contract and
// serialised once). A catalogue write bumps the version, which every call reads, so the next call
// on any instance builds afresh; an answer that shows a maintenance window is kept only until that
// window ends (its `maintenance` field disappears then). Search pages are kept too (a search being
// typed is read again by other visitors): the least recently used go first.
import type { EndpointName } from '@portal/contracts';
import type { PreparedAnswer } from '../../lib/prepared-answer';

/** The tenants whose answers are kept (the least recently used go first), as the game index's. */
export const ANSWER_TENANTS = 16;
/** Answers kept per tenant: a 42-game page is about 20 KB, so at most about 10 MB a tenant. */
export const ANSWERS_PER_TENANT = 500;

export interface BuiltAnswer<N extends EndpointName> {
  answer: PreparedAnswer<N>;
  /** The first moment the answer is no longer true (epoch ms; Infinity when only a catalogue write changes it). */
  validUntil: number;
}

interface Kept {
  answer: PreparedAnswer;
  builtAt: number;
  validUntil: number;
}

interface TenantAnswers {
  version: number;
  answers: Map<string, Kept>;
}

export class CatalogueAnswers {
  private tenants = new Map<string, TenantAnswers>();

  constructor(
    private readonly maxTenants = ANSWER_TENANTS,
    private readonly perTenant = ANSWERS_PER_TENANT,
  ) {}

  /** The answer kept for `key` at this catalogue version and moment, or the one `build` makes (then kept). */
  async answer<N extends EndpointName>(
    merchantCode: string,
    version: number,
    key: string,
    now: number,
    build: () => Promise<BuiltAnswer<N>>,
  ): Promise<PreparedAnswer<N>> {
    const tenant = this.tenant(merchantCode, version);
    const kept = tenant.answers.get(key);
    if (kept && now >= kept.builtAt && now < kept.validUntil) {
      tenant.answers.delete(key);
      tenant.answers.set(key, kept);
      return kept.answer as PreparedAnswer<N>;
    }
    const built = await build();
    // Kept only if the tenant's answers are still of this version (a newer call may have moved on).
    if (this.tenants.get(merchantCode) === tenant) {
      tenant.answers.delete(key);
      tenant.answers.set(key, { answer: built.answer, builtAt: now, validUntil: built.validUntil });
      while (tenant.answers.size > this.perTenant) tenant.answers.delete(tenant.answers.keys().next().value!);
    }
    return built.answer;
  }

  private tenant(merchantCode: string, version: number): TenantAnswers {
    const held = this.tenants.get(merchantCode);
    this.tenants.delete(merchantCode);
    const tenant = held?.version === version ? held : { version, answers: new Map<string, Kept>() };
    this.tenants.set(merchantCode, tenant);
    while (this.tenants.size > this.maxTenants) this.tenants.delete(this.tenants.keys().next().value!);
    return tenant;
  }
}
