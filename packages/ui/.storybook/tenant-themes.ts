// The tenants' token overrides, for the toolbar's tenant switch. Only Storybook reads tenant
// data: the kit itself knows no brand (ARCHITECTURE.md), which is why eslint allows these imports
// under .storybook/ alone.
import aurora from '@portal/tenant-aurora/theme.json';
import lotus from '@portal/tenant-lotus/theme.json';
import type { BrandTokens } from '@portal/theme';

export const TENANT_THEMES = { aurora, lotus } satisfies Record<string, BrandTokens>;
export type TenantName = keyof typeof TENANT_THEMES;
export const TENANT_NAMES = Object.keys(TENANT_THEMES) as TenantName[];
