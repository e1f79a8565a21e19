import type { UserConfig } from 'vitest/config';

export declare const SOURCE_CONDITION: '@portal/source';
export declare const CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
export declare const sourceResolve: Pick<UserConfig, 'resolve' | 'ssr'>;
export declare function portalVitest(
  options?: { environment?: 'node' | 'happy-dom'; setupFiles?: string[]; test?: UserConfig['test'] },
  overrides?: UserConfig,
): UserConfig;
