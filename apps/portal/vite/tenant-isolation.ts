// Proof that a tenant's bundle holds one brand only: a fingerprint of each brand (merchant code,
// brand name, tenant id, the colours only its theme uses, the bytes of its images) and a scan of a
// built dist/<tenant>/ folder for any other brand's fingerprint. The build runs it after building
// every tenant, and the end-to-end suite runs it on the real bundles.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { baseTokens } from '@portal/theme';

export interface BrandFingerprint {
  tenant: string;
  /** Texts that appear in the brand's configuration (brand name, tenant id). */
  texts: string[];
  /** Merchant code, matched only as a quoted string (short codes would match inside identifiers). */
  merchantCode: string;
  /** Colours the brand's theme sets that neither the base tokens nor `sharedWith` use, lower-case. */
  colours: string[];
  /** sha256 of each brand image → its path in the tenant folder. */
  images: Map<string, string>;
}

function colourLeaves(tree: unknown, into = new Set<string>()): Set<string> {
  if (typeof tree === 'string') {
    if (/^#[0-9a-f]{3,8}$/i.test(tree) || /^rgba?\(/i.test(tree)) into.add(tree.toLowerCase());
  } else if (tree && typeof tree === 'object') {
    for (const value of Object.values(tree)) colourLeaves(value, into);
  }
  return into;
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The fingerprint of the brand in `tenantDir`. `otherTenantDirs` are the brands it is compared
 * with: colours they also use are not distinctive, so they are left out.
 */
export function brandFingerprint(tenantDir: string, otherTenantDirs: readonly string[] = []): BrandFingerprint {
  const config = JSON.parse(readFileSync(join(tenantDir, 'tenant.json'), 'utf8')) as {
    id: string;
    merchantCode: string;
    brandName: string;
    assets: Record<string, string>;
    banners: { image: string }[];
  };
  const shared = colourLeaves(baseTokens);
  for (const other of otherTenantDirs)
    colourLeaves(JSON.parse(readFileSync(join(other, 'theme.json'), 'utf8')), shared);
  const colours = [...colourLeaves(JSON.parse(readFileSync(join(tenantDir, 'theme.json'), 'utf8')))].filter(
    (c) => !shared.has(c),
  );
  const imagePaths = [...Object.values(config.assets), ...config.banners.map((banner) => banner.image)];
  return {
    tenant: config.id,
    texts: [config.brandName, config.id],
    merchantCode: config.merchantCode,
    colours,
    images: new Map(imagePaths.map((path) => [sha256(join(tenantDir, path)), path])),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every trace of `brand` in the built folder `distDir`, as human-readable findings (empty = clean). */
export function findBrandTraces(distDir: string, brand: BrandFingerprint): string[] {
  const findings: string[] = [];
  const textPatterns = brand.texts.map((text) => ({ text, pattern: new RegExp(`\\b${escapeRegExp(text)}\\b`, 'i') }));
  const merchantPattern = new RegExp(`["'\`]${escapeRegExp(brand.merchantCode)}["'\`]`);
  for (const file of filesUnder(distDir)) {
    const name = relative(distDir, file);
    const image = brand.images.get(sha256(file));
    if (image) findings.push(`${name} is ${brand.tenant}'s image ${image}`);
    if (!/\.(js|css|html|json|svg|txt|map)$/.test(file)) continue;
    const content = readFileSync(file, 'utf8');
    const lower = content.toLowerCase();
    for (const { text, pattern } of textPatterns)
      if (pattern.test(content)) findings.push(`${name} contains ${brand.tenant}'s "${text}"`);
    if (merchantPattern.test(content))
      findings.push(`${name} contains ${brand.tenant}'s merchant code "${brand.merchantCode}"`);
    for (const colour of brand.colours)
      if (lower.includes(colour)) findings.push(`${name} contains ${brand.tenant}'s colour ${colour}`);
  }
  return findings;
}
