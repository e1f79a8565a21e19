// Game and vendor images are paths; the portal prefixes an image CDN of the tenant configuration
// (system status `info.imageCDNs`), chosen at random once per page load (spec §4: "Image and
// game-launch CDNs are chosen at random from the lists"), so one visit reuses one host's cache.
import { useSystemStatus } from '@portal/api';
import { useCallback } from 'react';

const chosen = new Map<string, string>();

/** One CDN of `cdns`, the same for the whole page load (per list). Empty list: none. */
export function pickCdn(cdns: readonly string[], random: () => number = Math.random): string | null {
  if (cdns.length === 0) return null;
  const key = cdns.join('\n');
  let cdn = chosen.get(key);
  if (cdn === undefined) {
    cdn = cdns[Math.min(cdns.length - 1, Math.floor(random() * cdns.length))] ?? cdns[0] ?? '';
    chosen.set(key, cdn);
  }
  return cdn;
}

/** Test seam: forget the choices (a new "page load"). */
export function resetCdnChoice(): void {
  chosen.clear();
}

/** An absolute URL stays; a path gets the CDN in front (no CDN: the path itself, same origin). */
export function withCdn(path: string, cdn: string | null): string {
  if (!path || /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  if (!cdn) return path;
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The image URL builder for the current tenant. */
export function useImageUrl(): (path: string) => string {
  const { data } = useSystemStatus();
  const cdn = pickCdn(data?.info.imageCDNs ?? []);
  return useCallback((path: string) => withCdn(path, cdn), [cdn]);
}

/** The launch CDN for relative game URLs (launchGameCDNs), or none. */
export function useLaunchCdn(): string | null {
  const { data } = useSystemStatus();
  return pickCdn(data?.info.launchGameCDNs ?? []);
}
