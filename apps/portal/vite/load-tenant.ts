// Reads one tenant folder (tenants/<id>/) and checks everything a build needs from it: tenant.json
// against the contract, theme.json against the token contract, languages against the sets
// @portal/i18n ships, every referenced file on disk, and translation overrides. All problems are
// collected and reported together, each as `<file>: <field>: <message>`, so a broken brand fails
// the build once, loudly, with everything that needs fixing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describeTenantProblems, tenantConfigSchema, type TenantConfig } from '@portal/contracts';
import { normalizeLanguageCode, toIntlLocale, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { unknownTokenPaths, type BrandTokens } from '@portal/theme';

/** A tenant translation override file: `locales/<lang>/<namespace>.json`. */
export interface TenantOverrideFile {
  /** Wire code, e.g. 'EN'. */
  language: string;
  namespace: string;
  /** Absolute path. */
  file: string;
}

export interface LoadedTenant {
  /** Absolute path of the tenant folder. */
  dir: string;
  config: TenantConfig;
  theme: BrandTokens;
  /** Absolute paths of the brand images. */
  files: {
    logo: string;
    logoMini: string;
    favicon: string;
    /** Banner id → absolute image path. */
    banners: Record<string, string>;
  };
  overrides: TenantOverrideFile[];
  /** BCP 47 tag of the default language, for the page's initial <html lang>. */
  htmlLang: string;
  /** Every file the bundle depends on (for watch mode and cache keys). */
  dependencies: string[];
}

export interface LoadTenantOptions {
  /** Paths in messages are shown relative to this folder (the repository root). */
  displayRoot?: string;
  /** Language codes the portal has translations for; default: @portal/i18n's shipped sets. */
  shippedLanguages?: readonly string[];
}

export class TenantValidationError extends Error {
  readonly problems: readonly string[];

  constructor(tenant: string, problems: readonly string[]) {
    super(`Tenant "${tenant}" is invalid:\n  ${problems.join('\n  ')}`);
    this.name = 'TenantValidationError';
    this.problems = problems;
  }
}

const THEME_MODES = ['light', 'dark'] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function readJson(path: string, display: string, problems: string[]): Json | undefined {
  if (!existsSync(path)) {
    problems.push(`${display}: (root): file is missing`);
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Json;
  } catch (error) {
    problems.push(`${display}: (root): not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths (dot-separated) of leaves that are not strings: a translation file holds only texts. */
function nonTextLeaves(tree: Record<string, unknown>, prefix = ''): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(value)) found.push(...nonTextLeaves(value, path));
    else if (typeof value !== 'string') found.push(path);
  }
  return found;
}

function checkTheme(theme: Json | undefined, display: string, problems: string[]): BrandTokens {
  if (theme === undefined) return {};
  if (!isObject(theme)) {
    problems.push(`${display}: (root): expected an object with "light" and/or "dark" token overrides`);
    return {};
  }
  for (const key of Object.keys(theme)) {
    if (!(THEME_MODES as readonly string[]).includes(key)) {
      problems.push(`${display}: ${key}: not a theme mode (expected light or dark)`);
    }
  }
  for (const mode of THEME_MODES) {
    if (theme[mode] === undefined) continue;
    for (const path of unknownTokenPaths(theme[mode])) {
      problems.push(`${display}: ${mode}.${path}: not a token of @portal/theme (or the wrong type)`);
    }
  }
  return theme as BrandTokens;
}

function checkFile(dir: string, path: string, field: string, display: string, problems: string[]): string {
  const absolute = resolve(dir, path);
  if (!existsSync(absolute) || !statSync(absolute).isFile()) {
    problems.push(`${display}: ${field}: file "${path}" does not exist in the tenant folder`);
  }
  return absolute;
}

function readOverrides(
  dir: string,
  languages: readonly string[],
  displayOf: (p: string) => string,
  problems: string[],
) {
  const localesDir = join(dir, 'locales');
  const overrides: TenantOverrideFile[] = [];
  if (!existsSync(localesDir)) return overrides;
  for (const folder of readdirSync(localesDir).sort((a, b) => a.localeCompare(b))) {
    const folderPath = join(localesDir, folder);
    if (!statSync(folderPath).isDirectory()) continue;
    const language = normalizeLanguageCode(folder);
    if (!language || !languages.includes(language)) {
      problems.push(
        `${displayOf(folderPath)}: (folder): "${folder}" is not one of the tenant's languages (${languages.join(', ')})`,
      );
      continue;
    }
    for (const name of readdirSync(folderPath).sort()) {
      const file = join(folderPath, name);
      if (!name.endsWith('.json')) {
        problems.push(`${displayOf(file)}: (file): only <namespace>.json files belong in a locale folder`);
        continue;
      }
      const namespace = name.slice(0, -'.json'.length);
      if (!/^[a-z][a-z0-9-]*$/.test(namespace)) {
        problems.push(`${displayOf(file)}: (file): namespace "${namespace}" must be kebab-case`);
        continue;
      }
      const tree = readJson(file, displayOf(file), problems);
      if (tree === undefined) continue;
      if (!isObject(tree)) {
        problems.push(`${displayOf(file)}: (root): expected an object of texts`);
        continue;
      }
      for (const path of nonTextLeaves(tree)) problems.push(`${displayOf(file)}: ${path}: expected a text`);
      overrides.push({ language, namespace, file });
    }
  }
  return overrides;
}

/** Loads and validates `dir` (a tenant folder); throws TenantValidationError listing every problem. */
export function loadTenant(dir: string, options: LoadTenantOptions = {}): LoadedTenant {
  const root = resolve(dir);
  const displayRoot = options.displayRoot ?? resolve(root, '..', '..');
  const displayOf = (path: string) => relative(displayRoot, path) || path;
  const shipped = options.shippedLanguages ?? TRANSLATED_LANGUAGES;
  const folderName = root.split(/[\\/]/).pop() ?? root;
  const problems: string[] = [];

  const configPath = join(root, 'tenant.json');
  const configDisplay = displayOf(configPath);
  const themePath = join(root, 'theme.json');
  const themeDisplay = displayOf(themePath);

  const rawConfig = readJson(configPath, configDisplay, problems);
  const theme = checkTheme(readJson(themePath, themeDisplay, problems), themeDisplay, problems);

  if (rawConfig === undefined) throw new TenantValidationError(folderName, problems);
  const parsed = tenantConfigSchema.safeParse(rawConfig);
  if (!parsed.success) {
    problems.push(...describeTenantProblems(configDisplay, parsed.error).split('\n'));
    throw new TenantValidationError(folderName, problems);
  }
  const config = parsed.data;

  if (config.id !== folderName) {
    problems.push(`${configDisplay}: id: "${config.id}" must equal the tenant folder's name ("${folderName}")`);
  }
  config.languages.forEach((code, index) => {
    if (!shipped.includes(code)) {
      problems.push(
        `${configDisplay}: languages.${index}: "${code}" is not a language @portal/i18n ships (${shipped.join(', ')})`,
      );
    }
  });
  const seenBannerIds = new Set<string>();
  config.banners.forEach((banner, index) => {
    if (seenBannerIds.has(banner.id))
      problems.push(`${configDisplay}: banners.${index}.id: "${banner.id}" is used twice`);
    seenBannerIds.add(banner.id);
  });

  const files = {
    logo: checkFile(root, config.assets.logo, 'assets.logo', configDisplay, problems),
    logoMini: checkFile(root, config.assets.logoMini, 'assets.logoMini', configDisplay, problems),
    favicon: checkFile(root, config.assets.favicon, 'assets.favicon', configDisplay, problems),
    banners: Object.fromEntries(
      config.banners.map((banner, index) => [
        banner.id,
        checkFile(root, banner.image, `banners.${index}.image`, configDisplay, problems),
      ]),
    ),
  };
  const overrides = readOverrides(root, config.languages, displayOf, problems);

  if (problems.length) throw new TenantValidationError(config.id, problems);
  return {
    dir: root,
    config,
    theme,
    files,
    overrides,
    htmlLang: toIntlLocale(config.defaultLanguage),
    dependencies: [
      configPath,
      themePath,
      files.logo,
      files.logoMini,
      files.favicon,
      ...Object.values(files.banners),
      ...overrides.map((o) => o.file),
    ],
  };
}
