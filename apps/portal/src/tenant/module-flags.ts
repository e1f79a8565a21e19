// Module (feature) flags as the shell reads them. The tenant's build-time defaults for now.
// ── PLUG-IN POINT (run-time flags) ────────────────────────────────────────────────────────────
// When the app boots the platform's status call, return @portal/api's `useModuleFlags()` here
// (build-time defaults merged with the platform's module tree) and every shell decision that
// reads a flag (forced login, the Register button, chat) follows the platform.
import type { ModuleFlags, ModuleId } from '@portal/contracts';
import { useTenant } from './tenant-context';

export function useShellModuleFlags(): ModuleFlags {
  return useTenant().config.modules;
}

export function useShellModuleEnabled(module: ModuleId): boolean {
  return useShellModuleFlags()[module] === true;
}
