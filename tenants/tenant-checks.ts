// Checks every brand folder runs from its `tenant.test.ts`: the parts of the folder contract
// (tenants/README.md) a schema alone cannot see — files that exist, languages that have
// translations, seed files with text in every language, theme tokens that exist and read well.
//
// This file sits outside any package, so it imports no package: a brand's test passes in the
// contract pieces it imports itself (tenant schema, token check, theme factory). Each check returns
// a list of problems, so a failing test names every broken file and field at once.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

type ThemeMode = 'light' | 'dark';

/** The colour tokens the contrast checks read (a structural subset of @portal/theme's ColorTokens). */
export interface CheckedColors {
  bg: { default: string; subtle: string; muted: string; inset: string; emphasis: string };
  fg: { default: string; muted: string; subtle: string; onEmphasis: string; onAccent: string };
  accent: { fg: string; emphasis: string; muted: string; subtle: string };
  secondary: StatusColors;
  success: StatusColors;
  warning: StatusColors;
  danger: StatusColors;
  info: StatusColors;
}
interface StatusColors {
  fg: string;
  emphasis: string;
  muted: string;
}

/** The fields of a valid tenant.json these checks use (a structural subset of TenantConfig). */
export interface CheckedTenant {
  id: string;
  languages: string[];
  assets: Record<string, string>;
  banners: { id: string; image: string; altKey: string }[];
  /** Optional in the schema (configs written in code may leave it out); a brand folder names them. */
  domains?: string[];
}

export interface TenantCheckKit {
  /** Validates tenant.json: the config when valid, otherwise problem lines. */
  parseTenant(raw: unknown): { tenant: CheckedTenant } | { problems: string[] };
  /** @portal/theme's `unknownTokenPaths`. */
  unknownTokenPaths(overrides: unknown): string[];
  /** The colours a brand's theme resolves to (`createTheme(mode, brand).color`). */
  themeColors(mode: ThemeMode, brand: { light?: object; dark?: object }): CheckedColors;
  /** Validates seed/announcements.json against the contracts' `tenantAnnouncementsSeedSchema`: problem lines. */
  announcementSchemaProblems(raw: unknown): string[];
  /** Validates seed/promotions.json against the contracts' `tenantPromotionsSeedSchema`: problem lines. */
  promotionSchemaProblems(raw: unknown): string[];
  /** Validates seed/missions.json against the contracts' `tenantMissionsSeedSchema`: problem lines. */
  missionSchemaProblems(raw: unknown): string[];
}

export interface TenantCheck {
  name: string;
  problems: () => string[];
}

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;
export const HELP_CATEGORIES = ['terms', 'faq', 'privacy', 'responsible-gaming', 'deposit', 'withdrawal'] as const;
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/** The announcement modal shows 9 per page; seeds hold well over a page so paging is exercised. */
const MIN_ANNOUNCEMENTS = 12;
/** Logos ship in every page; banners load per route. Keep both light. */
const MAX_LOGO_BYTES = 4096;
const MAX_BANNER_BYTES = 8192;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
/** A missing file reads as `undefined`, so its check reports it instead of throwing. */
const readJsonIfPresent = (file: string): unknown => (existsSync(file) ? readJson(file) : undefined);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a dotted key (`banners.home-welcome`) from a nested translation resource. */
export function translationAt(resource: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (isRecord(node) ? node[part] : undefined), resource);
}

function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const digits = match[1];
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text/background pairs the portal draws: body text on every surface, labels on filled buttons and badges, status text on its tint. */
export function textPairs(c: CheckedColors): [string, string, string][] {
  const pairs: [string, string, string][] = [];
  for (const surface of ['default', 'subtle', 'muted', 'inset'] as const) {
    for (const text of ['default', 'muted', 'subtle'] as const)
      pairs.push([`fg.${text} on bg.${surface}`, c.fg[text], c.bg[surface]]);
    pairs.push([`accent.fg on bg.${surface}`, c.accent.fg, c.bg[surface]]);
  }
  pairs.push(['fg.onEmphasis on bg.emphasis', c.fg.onEmphasis, c.bg.emphasis]);
  pairs.push(['fg.onAccent on accent.emphasis', c.fg.onAccent, c.accent.emphasis]);
  pairs.push(['accent.fg on accent.subtle', c.accent.fg, c.accent.subtle]);
  pairs.push(['accent.fg on accent.muted', c.accent.fg, c.accent.muted]);
  for (const status of ['secondary', 'success', 'warning', 'danger', 'info'] as const) {
    pairs.push([`fg.onAccent on ${status}.emphasis`, c.fg.onAccent, c[status].emphasis]);
    pairs.push([`${status}.fg on bg.default`, c[status].fg, c.bg.default]);
    pairs.push([`${status}.fg on bg.subtle`, c[status].fg, c.bg.subtle]);
    pairs.push([`${status}.fg on ${status}.muted`, c[status].fg, c[status].muted]);
  }
  return pairs;
}

function textsMissing(where: string, text: unknown, languages: readonly string[]): string[] {
  if (!isRecord(text)) return [`${where}: expected an object keyed by language`];
  return languages
    .filter((lang) => typeof text[lang] !== 'string' || (text[lang] as string).trim() === '')
    .map((lang) => `${where}: no ${lang} text`);
}

/** Problems with seed/help-center.json: `{ articles: [{ id, category, title: {LANG}, content: {LANG} }] }`. */
export function helpCenterProblems(seed: unknown, languages: readonly string[]): string[] {
  if (!isRecord(seed) || !Array.isArray(seed.articles)) return ['help-center.json: expected { "articles": [...] }'];
  const problems: string[] = [];
  const ids = new Set<string>();
  const categories: string[] = [];
  seed.articles.forEach((article: unknown, index) => {
    const where = `help-center.json: articles[${index}]`;
    if (!isRecord(article)) return problems.push(`${where}: expected an object`);
    if (typeof article.id !== 'string' || article.id === '') problems.push(`${where}.id: missing`);
    else if (ids.has(article.id)) problems.push(`${where}.id: duplicate "${article.id}"`);
    else ids.add(article.id);
    if (!(HELP_CATEGORIES as readonly unknown[]).includes(article.category))
      problems.push(`${where}.category: not one of ${HELP_CATEGORIES.join(', ')}`);
    else categories.push(article.category as string);
    problems.push(
      ...textsMissing(`${where}.title`, article.title, languages),
      ...textsMissing(`${where}.content`, article.content, languages),
    );
  });
  for (const needed of ['terms', 'privacy', 'responsible-gaming'] as const) {
    if (!categories.includes(needed)) problems.push(`help-center.json: no "${needed}" article`);
  }
  if (categories.filter((c) => c === 'faq').length < 3) problems.push('help-center.json: fewer than 3 "faq" articles');
  return problems;
}

/** Problems with seed/announcements.json: `{ announcements: [{ id, type, title: {LANG}, content: {LANG}, publishedAt }] }`. */
export function announcementProblems(seed: unknown, languages: readonly string[]): string[] {
  if (!isRecord(seed) || !Array.isArray(seed.announcements))
    return ['announcements.json: expected { "announcements": [...] }'];
  const problems: string[] = [];
  const ids = new Set<string>();
  seed.announcements.forEach((item: unknown, index) => {
    const where = `announcements.json: announcements[${index}]`;
    if (!isRecord(item)) return problems.push(`${where}: expected an object`);
    if (typeof item.id !== 'string' || item.id === '') problems.push(`${where}.id: missing`);
    else if (ids.has(item.id)) problems.push(`${where}.id: duplicate "${item.id}"`);
    else ids.add(item.id);
    if (!(ANNOUNCEMENT_TYPES as readonly unknown[]).includes(item.type))
      problems.push(`${where}.type: not one of ${ANNOUNCEMENT_TYPES.join(', ')}`);
    if (
      typeof item.publishedAt !== 'string' ||
      Number.isNaN(Date.parse(item.publishedAt)) ||
      !item.publishedAt.endsWith('Z')
    ) {
      problems.push(`${where}.publishedAt: expected an ISO-8601 UTC timestamp`);
    }
    problems.push(
      ...textsMissing(`${where}.title`, item.title, languages),
      ...textsMissing(`${where}.content`, item.content, languages),
    );
  });
  if (seed.announcements.length < MIN_ANNOUNCEMENTS)
    problems.push(`announcements.json: fewer than ${MIN_ANNOUNCEMENTS} announcements (the list pages by 9)`);
  const sanitiseCheck = seed.announcements.find((item) => isRecord(item) && String(item.id).includes('sanitise-check'));
  if (!sanitiseCheck || !/<script|onerror=/i.test(JSON.stringify(sanitiseCheck))) {
    problems.push(
      'announcements.json: no "sanitise-check" announcement carrying <script> or onerror (it proves the portal sanitises HTML)',
    );
  }
  return problems;
}

/**
 * Problems with seed/promotions.json beyond its schema: every text in every language of the brand,
 * and the promotions the portal and its tests lean on — `welcome-bonus` (a `join` new-player
 * promotion: the home banner links to it), a second new-player one (the carousel shows two), an
 * `apply`, a `raffle` one spin makes eligible (turnover "1") with 2 to 4 prizes, a `referral`, an
 * `info`, one coming soon and one closed (by their dates against `now`).
 */
export function promotionProblems(seed: unknown, languages: readonly string[], now = Date.now()): string[] {
  if (!isRecord(seed) || !Array.isArray(seed.promotions)) return ['promotions.json: expected { "promotions": [...] }'];
  const problems: string[] = [];
  const promotions = seed.promotions.filter(isRecord);
  seed.promotions.forEach((item: unknown, index) => {
    const where = `promotions.json: promotions[${index}]`;
    if (!isRecord(item)) return problems.push(`${where}: expected an object`);
    for (const field of ['title', 'summary', 'content'])
      problems.push(...textsMissing(`${where}.${field}`, item[field], languages));
  });
  const welcome = promotions.find((p) => p.id === 'welcome-bonus');
  if (!welcome || welcome.kind !== 'join' || welcome.category !== 'new_player')
    problems.push(
      'promotions.json: no "welcome-bonus" new_player promotion of kind join (the home banner links to it)',
    );
  if (promotions.filter((p) => p.category === 'new_player').length < 2)
    problems.push('promotions.json: fewer than 2 new_player promotions (the carousel shows two)');
  for (const kind of ['apply', 'referral', 'info'])
    if (!promotions.some((p) => p.kind === kind)) problems.push(`promotions.json: no "${kind}" promotion`);
  const raffle = promotions.find((p) => p.kind === 'raffle');
  if (
    !raffle ||
    raffle.turnover !== '1' ||
    !Array.isArray(raffle.prizes) ||
    raffle.prizes.length < 2 ||
    raffle.prizes.length > 4
  )
    problems.push('promotions.json: no raffle with turnover "1" and 2 to 4 prizes (one spin makes a member eligible)');
  const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);
  if (!promotions.some((p) => time(p.startsAt) > now)) problems.push('promotions.json: no promotion coming soon');
  if (!promotions.some((p) => time(p.endsAt) < now)) problems.push('promotions.json: no closed promotion');
  return problems;
}

/** A brand offers a few missions: enough to choose from, few enough to finish. */
const MIN_MISSIONS = 3;
const MAX_MISSIONS = 5;

/** Problems with seed/missions.json beyond its schema: `{ missions: [{ id, title: {LANG}, description: {LANG}, … }] }`, 3 to 5 of them. */
export function missionProblems(seed: unknown, languages: readonly string[]): string[] {
  if (!isRecord(seed) || !Array.isArray(seed.missions)) return ['missions.json: expected { "missions": [...] }'];
  const problems: string[] = [];
  seed.missions.forEach((item: unknown, index) => {
    const where = `missions.json: missions[${index}]`;
    if (!isRecord(item)) return problems.push(`${where}: expected an object`);
    problems.push(
      ...textsMissing(`${where}.title`, item.title, languages),
      ...textsMissing(`${where}.description`, item.description, languages),
    );
  });
  if (seed.missions.length < MIN_MISSIONS || seed.missions.length > MAX_MISSIONS)
    problems.push(`missions.json: ${seed.missions.length} missions, expected ${MIN_MISSIONS} to ${MAX_MISSIONS}`);
  return problems;
}

function svgProblems(dir: string, path: string, maxBytes: number): string[] {
  const file = join(dir, path);
  if (!existsSync(file)) return [`${path}: missing`];
  const text = readFileSync(file, 'utf8');
  const problems: string[] = [];
  const size = statSync(file).size;
  if (size > maxBytes) problems.push(`${path}: ${size} bytes, over ${maxBytes}`);
  if (!/^<svg\b[^>]*\bxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(text.trimStart()))
    problems.push(`${path}: not a standalone <svg> with xmlns`);
  if (!/\bviewBox="[^"]+"/.test(text)) problems.push(`${path}: no viewBox (it would not scale)`);
  // Images are loaded with <img>, where scripts never run, but the file may also be opened directly.
  if (/<script|\son[a-z]+=/i.test(text)) problems.push(`${path}: contains script`);
  return problems;
}

/** Every check of one brand folder, in the order a reader would fix them. */
export function tenantFolderChecks(dir: string, kit: TenantCheckKit): TenantCheck[] {
  const parsed = kit.parseTenant(readJson(join(dir, 'tenant.json')));
  const tenant = 'tenant' in parsed ? parsed.tenant : undefined;
  const needTenant = (check: (t: CheckedTenant) => string[]) => () =>
    tenant ? check(tenant) : ['tenant.json is invalid (see the schema check)'];
  const theme = readJson(join(dir, 'theme.json')) as { light?: object; dark?: object };
  const common = (lang: string): unknown => readJsonIfPresent(join(dir, 'locales', lang, 'common.json'));

  return [
    { name: 'tenant.json passes tenantConfigSchema', problems: () => ('problems' in parsed ? parsed.problems : []) },
    {
      name: 'the folder name is the tenant id',
      problems: needTenant((t) =>
        t.id === basename(dir) ? [] : [`tenant.json: id "${t.id}" but the folder is "${basename(dir)}"`],
      ),
    },
    {
      // What /wps/system/domainRoute answers and the portal's speed test measures.
      name: 'tenant.json names the brand domains',
      problems: needTenant((t) => (t.domains?.length ? [] : ['tenant.json: no "domains" (the primary first)'])),
    },
    {
      name: 'logo, mini logo and favicon are small standalone SVGs',
      problems: needTenant((t) => Object.values(t.assets).flatMap((asset) => svgProblems(dir, asset, MAX_LOGO_BYTES))),
    },
    {
      name: 'every banner image exists',
      problems: needTenant((t) => t.banners.flatMap((banner) => svgProblems(dir, banner.image, MAX_BANNER_BYTES))),
    },
    {
      name: 'locales hold exactly the brand languages',
      problems: needTenant((t) => {
        const folders = existsSync(join(dir, 'locales')) ? readdirSync(join(dir, 'locales')) : [];
        return [
          ...t.languages.filter((lang) => !folders.includes(lang)).map((lang) => `locales/${lang}: missing`),
          ...folders
            .filter((folder) => !t.languages.includes(folder))
            .map((folder) => `locales/${folder}: not a language of the brand`),
        ];
      }),
    },
    {
      name: 'every language has the brand texts and every banner alt text',
      problems: needTenant((t) =>
        t.languages.flatMap((lang) => {
          const keys = ['brand.tagline', 'brand.copyright', ...t.banners.map((banner) => banner.altKey)];
          return keys
            .filter((key) => typeof translationAt(common(lang), key) !== 'string')
            .map((key) => `locales/${lang}/common.json: no "${key}"`);
        }),
      ),
    },
    {
      name: 'every translation file is a JSON object of strings',
      problems: needTenant((t) =>
        t.languages.flatMap((lang) => {
          const folder = join(dir, 'locales', lang);
          if (!existsSync(folder)) return [];
          return readdirSync(folder).flatMap((file) => {
            const leaves = (node: unknown, at: string): string[] =>
              isRecord(node)
                ? Object.entries(node).flatMap(([key, child]) => leaves(child, at ? `${at}.${key}` : key))
                : typeof node === 'string'
                  ? []
                  : [at];
            if (!file.endsWith('.json')) return [`locales/${lang}/${file}: not a namespace .json file`];
            return leaves(readJson(join(folder, file)), '').map(
              (key) => `locales/${lang}/${file}: "${key}" is not a string`,
            );
          });
        }),
      ),
    },
    {
      name: 'theme.json overrides only known tokens',
      problems: () => [
        ...Object.keys(theme)
          .filter((mode) => mode !== 'light' && mode !== 'dark')
          .map((mode) => `theme.json: "${mode}" is not a mode`),
        ...(['light', 'dark'] as const).flatMap((mode) =>
          kit.unknownTokenPaths(theme[mode] ?? {}).map((path) => `theme.json: ${mode}.${path}`),
        ),
      ],
    },
    {
      name: `theme text meets WCAG AA contrast (${MIN_TEXT_CONTRAST}:1) in both modes`,
      problems: () =>
        (['light', 'dark'] as const).flatMap((mode) => {
          // An unknown token or a colour that is not #rrggbb is reported, not thrown, so every problem shows at once.
          try {
            return textPairs(kit.themeColors(mode, theme))
              .map(([pair, text, background]) => [pair, contrastRatio(text, background)] as const)
              .filter(([, ratio]) => ratio < MIN_TEXT_CONTRAST)
              .map(([pair, ratio]) => `theme.json ${mode}: ${pair} is ${ratio.toFixed(2)}:1`);
          } catch (error) {
            return [
              `theme.json ${mode}: contrast not checked: ${error instanceof Error ? error.message : String(error)}`,
            ];
          }
        }),
    },
    {
      name: 'seed/help-center.json has the articles in every language',
      problems: needTenant((t) =>
        helpCenterProblems(readJsonIfPresent(join(dir, 'seed', 'help-center.json')), t.languages),
      ),
    },
    {
      name: 'seed/announcements.json has the announcements in every language',
      problems: needTenant((t) =>
        announcementProblems(readJsonIfPresent(join(dir, 'seed', 'announcements.json')), t.languages),
      ),
    },
    {
      name: 'seed/announcements.json matches the contracts schema the platform seeds with',
      problems: () => kit.announcementSchemaProblems(readJsonIfPresent(join(dir, 'seed', 'announcements.json'))),
    },
    {
      name: 'seed/promotions.json has the promotions in every language',
      problems: needTenant((t) =>
        promotionProblems(readJsonIfPresent(join(dir, 'seed', 'promotions.json')), t.languages),
      ),
    },
    {
      name: 'seed/promotions.json matches the contracts schema the platform seeds with',
      problems: () => kit.promotionSchemaProblems(readJsonIfPresent(join(dir, 'seed', 'promotions.json'))),
    },
    {
      name: 'seed/missions.json has 3 to 5 missions in every language',
      problems: needTenant((t) => missionProblems(readJsonIfPresent(join(dir, 'seed', 'missions.json')), t.languages)),
    },
    {
      name: 'seed/missions.json matches the contracts schema the platform seeds with',
      problems: () => kit.missionSchemaProblems(readJsonIfPresent(join(dir, 'seed', 'missions.json'))),
    },
  ];
}

export interface SelfTest {
  name: string;
  /** Problems the checks report for a deliberately broken input. */
  problems: () => string[];
  /** Text each of which must appear among those problems. */
  expected: string[];
}

/**
 * Deliberately broken copies of a brand folder and seed data, with the problems the checks must
 * report: proof that a broken brand fails loudly rather than the checks passing vacuously.
 */
export function selfTests(dir: string, kit: TenantCheckKit): SelfTest[] {
  const brokenCopy = (breakIt: (copy: string) => void): string[] => {
    const root = mkdtempSync(join(tmpdir(), 'tenant-checks-'));
    const copy = join(root, basename(dir));
    try {
      cpSync(dir, copy, { recursive: true, filter: (source) => !/node_modules|test-results/.test(source) });
      breakIt(copy);
      return tenantFolderChecks(copy, kit).flatMap((check) => check.problems());
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  const editJson = (file: string, edit: (json: Record<string, unknown>) => void) => {
    const json = readJson(file) as Record<string, unknown>;
    edit(json);
    writeFileSync(file, JSON.stringify(json));
  };
  const tenant = readJson(join(dir, 'tenant.json')) as { banners: { image: string }[]; languages: string[] };
  const [firstBanner] = tenant.banners;
  const [firstLanguage] = tenant.languages;

  return [
    {
      name: 'a missing banner image, a missing locale folder and an invented token',
      problems: () =>
        brokenCopy((copy) => {
          if (firstBanner) rmSync(join(copy, firstBanner.image));
          if (firstLanguage) rmSync(join(copy, 'locales', firstLanguage), { recursive: true });
          editJson(join(copy, 'theme.json'), (theme) => {
            theme.dark = { color: { bg: { sparkle: '#ffffff' } } };
          });
        }),
      expected: [
        `${firstBanner?.image}: missing`,
        `locales/${firstLanguage}: missing`,
        'theme.json: dark.color.bg.sparkle',
      ],
    },
    {
      name: 'unreadable button text and a mismatched tenant id',
      problems: () =>
        brokenCopy((copy) => {
          editJson(join(copy, 'theme.json'), (theme) => {
            theme.light = { color: { accent: { emphasis: '#777777' }, fg: { onAccent: '#888888' } } };
          });
          editJson(join(copy, 'tenant.json'), (json) => {
            json.id = 'someone-else';
          });
        }),
      expected: ['theme.json light: fg.onAccent on accent.emphasis', 'tenant.json: id "someone-else"'],
    },
    {
      name: 'no domains, then a domain with a scheme and a port',
      problems: () => [
        ...brokenCopy((copy) => {
          editJson(join(copy, 'tenant.json'), (json) => {
            delete json.domains;
          });
        }),
        ...brokenCopy((copy) => {
          editJson(join(copy, 'tenant.json'), (json) => {
            json.domains = ['https://example.com:8443'];
          });
        }),
      ],
      expected: ['tenant.json: no "domains"', 'domains.0'],
    },
    {
      name: 'help articles without a language, a category or enough FAQs',
      problems: () =>
        helpCenterProblems(
          {
            articles: [
              { id: 'terms', category: 'terms', title: { EN: 'Terms' }, content: { EN: '<p>…</p>' } },
              { id: 'x', category: 'blog', title: {}, content: {} },
            ],
          },
          ['EN', 'TH'],
        ),
      expected: ['articles[0].title: no TH text', 'articles[1].category', 'no "privacy" article', 'fewer than 3 "faq"'],
    },
    {
      name: 'too few announcements, a bad type and no sanitise check',
      problems: () =>
        announcementProblems(
          {
            announcements: [
              { id: 'a', type: 'X', title: { EN: 'A' }, content: { EN: '<p>A</p>' }, publishedAt: 'yesterday' },
            ],
          },
          ['EN'],
        ),
      expected: [
        'announcements[0].type',
        'announcements[0].publishedAt',
        `fewer than ${MIN_ANNOUNCEMENTS}`,
        'no "sanitise-check"',
      ],
    },
    {
      name: 'promotions without a language, a welcome bonus, a raffle or dated ones',
      problems: () =>
        promotionProblems(
          {
            promotions: [
              {
                id: 'welcome-bonus',
                category: 'deposit',
                kind: 'apply',
                title: { EN: 'A' },
                summary: { EN: 'A' },
                content: { EN: '<p>A</p>' },
                startsAt: '2026-01-01T00:00:00Z',
              },
            ],
          },
          ['EN', 'TH'],
          Date.parse('2026-06-01T00:00:00Z'),
        ),
      expected: [
        'promotions[0].title: no TH text',
        'promotions[0].content: no TH text',
        'no "welcome-bonus"',
        'fewer than 2 new_player',
        'no "referral" promotion',
        'no raffle',
        'no promotion coming soon',
        'no closed promotion',
      ],
    },
    {
      name: 'a promotions seed the schema refuses',
      problems: () =>
        brokenCopy((copy) => {
          editJson(join(copy, 'seed', 'promotions.json'), (json) => {
            (json.promotions as Record<string, unknown>[])[0]!.kind = 'lottery';
          });
        }),
      expected: ['seed/promotions.json'],
    },
    {
      name: 'a mission without a language, a reward of nothing and a repeated id',
      problems: () =>
        brokenCopy((copy) => {
          editJson(join(copy, 'seed', 'missions.json'), (json) => {
            const missions = json.missions as Record<string, unknown>[];
            const [first, second] = missions;
            if (first && firstLanguage) delete (first.title as Record<string, string>)[firstLanguage];
            if (second) second.reward = { bonus: '0' };
            missions.push({ ...missions[0], id: missions[0]?.id });
            missions.push(...missions.slice(0, 3));
          });
        }),
      expected: [
        `missions.json: missions[0].title: no ${firstLanguage} text`,
        'expected 3 to 5',
        'seed/missions.json',
        'mission ids are unique',
      ],
    },
  ];
}
