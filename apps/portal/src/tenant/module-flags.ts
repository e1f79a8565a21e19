// Module (feature) flags as the shell reads them: the tenant's build-time defaults until the
// platform's boot call answers, then the platform's module tree (@portal/api).
import type { ModuleFlags, ModuleId } from '@portal/contracts';
import { useModuleFlags } from '@portal/api';

export function useShellModuleFlags(): ModuleFlags {
  return useModuleFlags();
}

export function useShellModuleEnabled(module: ModuleId): boolean {
  return useShellModuleFlags()[module] === true;
}
