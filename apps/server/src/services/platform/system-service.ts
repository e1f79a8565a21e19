// The system calls: boot status (with the tenant configuration), module tree, registration
// settings, domains, help centre, countries, feedback and the affiliate check.
import {
  ANNOUNCEMENT_TYPES,
  countWords,
  moduleTreeFromFlags,
  popupExecutionSchema,
  type AffiliateCheckValue,
  type AnnouncementsRequest,
  type AnnouncementsValue,
  type AnnouncementType,
  type DomainRouteValue,
  type FeedbackRequest,
  type HelpCenterValue,
  type ModuleNode,
  type SystemStatusValue,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { PreparedTemplate, type PreparedAnswer } from '../../lib/prepared-answer';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { TenantRepositories } from '../../repositories/index';
import type { Tenant } from './tenant-service';

type StatusInfo = SystemStatusValue['info'];

export class SystemService {
  /**
   * The tenant part of the status answer (everything but the visitor's IP and country), per tenant
   * object: TenantService hands out a new object when it re-reads a tenant (at most every 5 s, and at
   * once after setMaintenance / setModules), so a changed tenant never meets a stale entry.
   */
  private readonly statusInfo = new WeakMap<Tenant, StatusInfo>();
  /** The status answer per tenant object and visitor country, prepared but for the visitor's IP. */
  private readonly statusAnswers = new WeakMap<Tenant, Map<string, PreparedTemplate<'getSystemStatus'>>>();

  constructor(private readonly clock: Clock) {}

  whitelabel(tenant: Tenant): ModuleNode[] {
    return moduleTreeFromFlags(tenant.modules);
  }

  /**
   * The brand's domains (tenant.json `domains`, the primary first), which the portal's speed test
   * measures with the page's own scheme and port. Without a list: `<id>.localhost`, where each
   * tenant answers in development.
   */
  domainRoute(tenant: Tenant): DomainRouteValue {
    const domains = tenant.config.domains ?? [`${tenant.id}.localhost`];
    return domains.map((domain, index) => ({ domain, type: 'portal', primary: index === 0 }));
  }

  /**
   * `country` is the visitor's country as the CDN or load balancer in front of the platform reports
   * it (see geoCountry in routes/system); without one it is the tenant's default country, since no
   * geo-IP database ships with the platform.
   */
  status(tenant: Tenant, ip: string, country: string | null): PreparedAnswer<'getSystemStatus'> {
    const visitorCountry = country ?? tenant.config.defaultCountryCode;
    // Everything but the IP is the same for every visitor of the tenant from that country: the
    // answer is validated and serialised once per tenant object and country, the IP written in.
    let byCountry = this.statusAnswers.get(tenant);
    if (!byCountry) this.statusAnswers.set(tenant, (byCountry = new Map()));
    let template = byCountry.get(visitorCountry);
    if (!template) {
      template = PreparedTemplate.of('getSystemStatus', (visitorIp) => ({
        maintenance: tenant.maintenance,
        maintenanceEndTime: tenant.maintenance ? tenant.maintenanceEndTime : null,
        regionRestriction: tenant.config.blockedCountries.includes(visitorCountry),
        location: { ip: visitorIp, country: visitorCountry },
        info: this.cachedStatusInfo(tenant),
      }));
      byCountry.set(visitorCountry, template);
    }
    return template.fill(ip);
  }

  private cachedStatusInfo(tenant: Tenant): StatusInfo {
    let info = this.statusInfo.get(tenant);
    if (!info) {
      info = this.statusInfoOf(tenant);
      this.statusInfo.set(tenant, info);
    }
    return info;
  }

  private statusInfoOf(tenant: Tenant): StatusInfo {
    const cs = tenant.config.customerService;
    return {
      whitelabel: this.whitelabel(tenant),
      register: tenant.registration,
      resources: tenant.config.resources,
      customerService: { liveChatUrl: cs.liveChatUrl, vipServiceUrl: cs.vipServiceUrl ?? null, email: cs.email },
      domainRoute: this.domainRoute(tenant),
      analytics: { gtagId: null },
      // Empty base = the portal's own origin serves images and game launches.
      imageCDNs: [''],
      launchGameCDNs: [''],
    };
  }

  async helpCenter(
    tenant: Tenant,
    repos: TenantRepositories,
    language: string,
    category?: string,
  ): Promise<HelpCenterValue> {
    const articles = await repos.content.helpArticles(category);
    const pick = (text: Record<string, string>) =>
      text[language] ?? text[tenant.config.defaultLanguage] ?? text.EN ?? Object.values(text)[0] ?? '';
    return {
      articles: articles.map((a) => ({
        id: a.id,
        category: a.category,
        title: pick(a.title),
        // Sanitised when stored and again here, like announcements.
        content: sanitizeHtml(pick(a.content)),
      })),
    };
  }

  /**
   * The announcements call: each kind in its list, newest first, in the request's language (else the
   * brand's default). Contents were sanitised when stored and are sanitised again here, so a row
   * written by any other path (an older seed, a future editor) still never carries a script.
   * Banners come from the brand's configuration; `url` is the image's path in the brand folder
   * (the portal shows its build-time copy of the same banner by `bannerId`).
   */
  async announcements(
    tenant: Tenant,
    repos: TenantRepositories,
    language: string,
    request: AnnouncementsRequest,
  ): Promise<AnnouncementsValue> {
    const types = new Set<AnnouncementType>(
      request.types ? (request.types.split(',') as AnnouncementType[]) : ANNOUNCEMENT_TYPES,
    );
    const rows = await repos.content.announcements([...types].filter((type) => type !== 'B'));
    const pick = (text: Record<string, string>) =>
      text[language] ?? text[tenant.config.defaultLanguage] ?? Object.values(text)[0] ?? '';
    const view = (row: (typeof rows)[number]) => ({
      id: row.id,
      title: pick(row.title),
      content: sanitizeHtml(pick(row.content)),
      timestamp: row.publishedAt,
    });
    const ofType = (type: AnnouncementType) => rows.filter((row) => row.type === type).map(view);
    const popup = rows
      .filter((row) => row.type === 'PU')
      .map((row) => ({ ...view(row), execution: popupExecutionSchema.catch('B').parse(row.execution ?? 'B') }))
      .filter((row) => !request.execution || row.execution === request.execution);
    return {
      banners: types.has('B')
        ? tenant.config.banners.map((banner) => ({
            bannerId: banner.id,
            url: banner.image,
            groupName: banner.group,
            linkageType: banner.link?.type ?? 'none',
            linkage: banner.link?.target ?? null,
          }))
        : [],
      player: ofType('PL'),
      popup,
      promotion: ofType('PR'),
      notice: ofType('H'),
    };
  }

  /**
   * Stores one feedback. Its content must have between the tenant's minWords and maxWords words
   * (spec §5), counted by the contracts' countWords in the request's language, as the portal's form counts.
   */
  async feedback(
    tenant: Tenant,
    repos: TenantRepositories,
    payload: FeedbackRequest,
    accountId: number | null,
    language: string,
  ): Promise<{ id: number }> {
    const { minWords, maxWords } = tenant.config.feedback;
    const words = countWords(payload.content, language);
    if (words < minWords || words > maxWords)
      throw new AppError('feedback_word_count', { min: minWords, max: maxWords, words });
    const id = await repos.content.insertFeedback({
      accountId,
      type: payload.type,
      content: payload.content,
      contact: payload.contact?.trim() || null,
      language,
      now: this.clock.now(),
    });
    return { id };
  }

  async checkAffiliate(repos: TenantRepositories, code: string | undefined): Promise<AffiliateCheckValue> {
    const trimmed = code?.trim();
    if (!trimmed) throw new AppError('invitation_code_error');
    const agent = await repos.accounts.findByAffiliateCode(trimmed);
    if (!agent || agent.status !== 'active' || !agent.affiliate_code) throw new AppError('invitation_code_error');
    return { code: agent.affiliate_code };
  }
}
