// The build's tenant plumbing: picks one tenant folder (env TENANT, default aurora), validates it
// and serves it as `virtual:tenant`; puts the brand's name into <title> and its favicon into
// <head>; keeps brand images as separate hashed files (never inlined into a shared chunk).
//
// Why the loader goes through Vite's module runner: our workspace packages publish TypeScript
// sources (the '@portal/source' export condition) that Node cannot import directly, and Vite
// externalises every bare import when it bundles a config file. Importing load-tenant.ts through
// `runnerImport` with that condition lets the validation use @portal/contracts, @portal/theme and
// @portal/i18n from source, so `vite`, `vite build` and `vite preview` all work without a prior
// library build.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { importSource } from '../scripts/import-source.mjs';
import type * as LoadTenantModule from './load-tenant.ts';
import type { LoadedTenant } from './load-tenant.ts';
import { tenantModuleCode, VIRTUAL_TENANT_IDS, type VirtualTenantId } from './tenant-module.ts';

export const DEFAULT_TENANT = 'aurora';
const HERE = dirname(fileURLToPath(import.meta.url));

export interface TenantPluginOptions {
  /** Tenant folder name under `tenantsDir`. */
  tenant: string;
  /** Folder holding one sub-folder per tenant (the repository's tenants/). */
  tenantsDir: string;
  /** Folder that problem messages are relative to (the repository root). */
  displayRoot: string;
}

/** Loads and validates the tenant; rejects with a message naming each file and field at fault. */
export async function loadTenantFromSources(options: TenantPluginOptions): Promise<LoadedTenant> {
  const { loadTenant } = await importSource<typeof LoadTenantModule>(join(HERE, 'load-tenant.ts'), HERE);
  return loadTenant(join(options.tenantsDir, options.tenant), { displayRoot: options.displayRoot });
}

export function tenantPlugin(options: TenantPluginOptions): Plugin {
  let tenant: LoadedTenant | undefined;
  let isBuild = false;
  let root = process.cwd();
  const loaded = (): LoadedTenant => {
    if (!tenant) throw new Error('tenant plugin: the tenant was not loaded (config hook did not run)');
    return tenant;
  };

  return {
    name: 'portal:tenant',
    enforce: 'pre',

    async config(_config, env) {
      isBuild = env.command === 'build';
      try {
        tenant = await loadTenantFromSources(options);
      } catch (error) {
        // Rethrown bare: the message already names each file and field; the runner's stack and
        // the problem list repeated as a property would only bury it.
        const failure = new Error((error as Error).message);
        failure.stack = failure.message;
        throw failure;
      }
      const tenantDir = tenant.dir;
      return {
        build: {
          // Brand images stay separate hashed files: the favicon must be a URL, and inlining
          // would copy image bytes into JavaScript chunks.
          assetsInlineLimit: (file: string) => (resolve(file).startsWith(tenantDir) ? false : undefined),
        },
      };
    },

    configResolved(config) {
      root = config.root;
    },

    resolveId(id) {
      return (VIRTUAL_TENANT_IDS as readonly string[]).includes(id) ? `\0${id}` : undefined;
    },

    load(id) {
      const virtualId = id.startsWith('\0') ? id.slice(1) : undefined;
      if (!virtualId || !(VIRTUAL_TENANT_IDS as readonly string[]).includes(virtualId)) return undefined;
      const current = loaded();
      for (const file of current.dependencies) this.addWatchFile(file);
      return tenantModuleCode(current, virtualId as VirtualTenantId);
    },

    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const current = loaded();
        let faviconHref = `/@fs${current.files.favicon}`;
        if (isBuild) {
          const asset = Object.values(ctx.bundle ?? {}).find(
            (output) =>
              output.type === 'asset' &&
              output.originalFileNames.some((name) => resolve(root, name) === current.files.favicon),
          );
          if (!asset) throw new Error(`tenant plugin: the favicon ${current.files.favicon} was not emitted`);
          faviconHref = `/${asset.fileName}`;
        }
        const tags: HtmlTagDescriptor[] = [
          { tag: 'link', attrs: { rel: 'icon', href: faviconHref }, injectTo: 'head' },
        ];
        return {
          html: html
            .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(current.htmlLang)}"`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(current.config.brandName)}</title>`),
          tags,
        };
      },
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
