// Module flags as the portal uses them: the tenant's build-time defaults until the boot call
// (`/wps/system/status`) answers, then the platform's module tree. Also the system status code
// (0 normal, 1 maintenance, 2 region restriction) derived from the same answer.
import { flattenModuleTree, type ModuleFlags, type ModuleId, type SystemStatusValue } from '@portal/contracts';
import { useStoreSelector } from './store-selector';
import { systemApi, useGetSystemStatusQuery } from './domains/system';

/** The boot call's arguments: the current host (spec: the permission call sends it as url). Stable, so the cache key is too. */
export function systemStatusArgs(): { url: string } {
  return { url: typeof location === 'undefined' ? '' : location.host };
}

let buildDefaults: ModuleFlags = {};

/** The tenant's build-time flag defaults, shown before the boot call answers and when it fails. */
export function setDefaultModuleFlags(flags: ModuleFlags): void {
  buildDefaults = flags;
  flagsOf = new WeakMap();
}

/** The flags of the answers seen, per defaults: an answer's module tree is flattened once. */
let flagsOf = new WeakMap<SystemStatusValue, ModuleFlags>();

export function moduleFlagsFrom(status: SystemStatusValue | undefined): ModuleFlags {
  if (!status) return buildDefaults;
  let flags = flagsOf.get(status);
  if (!flags) {
    flags = { ...buildDefaults, ...flattenModuleTree(status.info.whitelabel) };
    flagsOf.set(status, flags);
  }
  return flags;
}

export type SystemStatusCode = 0 | 1 | 2;

/** Maintenance decides first, then the region restriction (spec §4). */
export function systemStatusCode(status: SystemStatusValue | undefined): SystemStatusCode {
  if (!status) return 0;
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

let selectStatus: ReturnType<typeof systemApi.endpoints.getSystemStatus.select> | undefined;

/** The store's cached boot answer, undefined before it. */
function cachedStatus(state: unknown) {
  // One selector for the stable arguments (building one per call cost every request a new memoised selector).
  selectStatus ??= systemApi.endpoints.getSystemStatus.select(systemStatusArgs());
  return selectStatus(state as never).data;
}

/** For non-React callers (the base query's module gate): flags from the store's cached boot answer. */
export function selectModuleFlags(state: unknown): ModuleFlags {
  return moduleFlagsFrom(cachedStatus(state));
}

export function useSystemStatus() {
  return useGetSystemStatusQuery(systemStatusArgs());
}

/**
 * Holds the boot call's subscription (fetches it, keeps its answer cached) and renders nothing: what a
 * screen shown without the portal's root (a test, a story) mounts beside it, as the root's
 * SystemStatusGate does in the app.
 */
export function SystemStatusSubscription(): null {
  useSystemStatus();
  return null;
}

/**
 * The flags, read from the store's cached boot answer: no query subscription per caller (a screen
 * asks in dozens of places, and each subscription cost its own effects and a dispatch at mount).
 * The portal's root (SystemStatusGate) holds the boot call's subscription.
 */
export function useModuleFlags(): ModuleFlags {
  return useStoreSelector(selectModuleFlags);
}

export function useModuleEnabled(module: ModuleId): boolean {
  return useModuleFlags()[module] === true;
}

const selectVisitorCountry = (state: unknown) => cachedStatus(state)?.location.country;

/**
 * The visitor's country as the boot answer reports it (the platform's geo lookup; the tenant's
 * default country when it has none), from the store's cached answer; undefined before it.
 */
export function useVisitorCountry(): string | undefined {
  return useStoreSelector(selectVisitorCountry);
}
