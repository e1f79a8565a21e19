// Feature texts that load with their screens (a bridge's <…Texts>, @portal/i18n's NamespaceTexts)
// but show in the build-time first paint: without them in, NamespaceTexts paints nothing, so the
// prerendered screen would be empty and the app's first render would drop the painted screen for a
// moment. A bridge registers its texts under a name and marks them when it renders; the prerender
// loads the marked texts and renders the page again, and names them on the painted root
// (`data-texts`), which the app loads before its first render replaces that page — as
// first-paint-parts.tsx does for lazy parts.
import type { PortalI18n } from '@portal/i18n';
import type { TenantBundle } from 'virtual:tenant';

type TextsLoader = (i18n: PortalI18n, tenant: TenantBundle) => Promise<void>;

const loaders = new Map<string, TextsLoader>();
/** The texts marked since the last `takeRenderedTexts()` (prerender only: one page at a time). */
const rendered = new Set<string>();

/** Registers a bridge's texts under a name (at module level, next to the bridge). */
export function firstPaintTexts(name: string, load: TextsLoader): void {
  loaders.set(name, load);
}

/** Called by the bridge as it renders: the page being prerendered shows these texts. */
export function markTextsShown(name: string): void {
  if (import.meta.env.SSR) rendered.add(name);
}

/** The names of the texts marked since the last call (the prerender asks after each render). */
export function takeRenderedTexts(): string[] {
  const names = [...rendered].sort();
  rendered.clear();
  return names;
}

/** Adds the named texts whose bridges are known (registered by modules loaded so far) to `i18n`. */
export function loadTexts(names: readonly string[], i18n: PortalI18n, tenant: TenantBundle): Promise<unknown> {
  return Promise.all(names.map((name) => loaders.get(name)?.(i18n, tenant)));
}

/** The texts a first-paint page shows, from its painted root (none on a bare page). */
export function paintedTexts(container: HTMLElement): string[] {
  const painted = container.querySelector<HTMLElement>('[data-first-paint]');
  return painted?.dataset.texts?.split(',').filter(Boolean) ?? [];
}
