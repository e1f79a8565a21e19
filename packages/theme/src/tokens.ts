// The design-token contract: semantic names (what a value is for, never what it looks like).
// Base values for light and dark live here; a brand overrides values, never names.

export type ThemeMode = 'light' | 'dark';

export interface ColorTokens {
  bg: { default: string; subtle: string; muted: string; emphasis: string; inset: string; overlay: string };
  fg: { default: string; muted: string; subtle: string; onEmphasis: string; onAccent: string };
  border: { default: string; muted: string; strong: string; focus: string };
  accent: { fg: string; emphasis: string; muted: string; subtle: string };
  secondary: { fg: string; emphasis: string; muted: string };
  success: { fg: string; emphasis: string; muted: string };
  warning: { fg: string; emphasis: string; muted: string };
  danger: { fg: string; emphasis: string; muted: string };
  info: { fg: string; emphasis: string; muted: string };
}

export interface Tokens {
  color: ColorTokens;
  font: {
    family: { body: string; heading: string; mono: string };
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
    weight: { regular: number; medium: number; semibold: number; bold: number };
    lineHeight: { tight: number; normal: number; relaxed: number };
  };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    xxxl: string;
  };
  radius: { none: string; sm: string; md: string; lg: string; xl: string; pill: string; round: string };
  shadow: { none: string; sm: string; md: string; lg: string; overlay: string };
  zIndex: {
    base: number;
    raised: number;
    sticky: number;
    header: number;
    dropdown: number;
    overlay: number;
    modal: number;
    toast: number;
    tooltip: number;
  };
  motion: {
    duration: { fast: string; normal: string; slow: string };
    easing: { standard: string; emphasized: string };
  };
  layout: { headerHeight: string; sideMenuWidth: string; sideMenuMiniWidth: string; contentMaxWidth: string };
}

/** A brand's overrides: any subset of the token tree. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
export type TokenOverrides = DeepPartial<Tokens>;

const shared: Omit<Tokens, 'color' | 'shadow'> = {
  font: {
    family: {
      body: "'Inter', 'Noto Sans', 'Segoe UI', system-ui, -apple-system, sans-serif",
      heading: "'Inter', 'Noto Sans', 'Segoe UI', system-ui, -apple-system, sans-serif",
      mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
      display: '2.5rem',
    },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.5, relaxed: 1.7 },
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '20px', pill: '999px', round: '50%' },
  zIndex: {
    base: 0,
    raised: 10,
    sticky: 100,
    header: 200,
    dropdown: 300,
    overlay: 400,
    modal: 500,
    toast: 600,
    tooltip: 700,
  },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  },
  layout: { headerHeight: '64px', sideMenuWidth: '240px', sideMenuMiniWidth: '72px', contentMaxWidth: '1280px' },
};

export const baseTokens: Record<ThemeMode, Tokens> = {
  light: {
    ...shared,
    color: {
      bg: {
        default: '#ffffff',
        subtle: '#f6f7f9',
        muted: '#eceef2',
        emphasis: '#1f2328',
        inset: '#f0f2f5',
        overlay: 'rgba(15, 18, 24, 0.55)',
      },
      fg: { default: '#1f2328', muted: '#57606a', subtle: '#6e7781', onEmphasis: '#ffffff', onAccent: '#ffffff' },
      border: { default: '#d0d7de', muted: '#e4e8ec', strong: '#8c959f', focus: '#0969da' },
      accent: { fg: '#0757b8', emphasis: '#0969da', muted: '#cfe3fb', subtle: '#eef5fe' },
      secondary: { fg: '#7a5a00', emphasis: '#bf8700', muted: '#fff2c7' },
      success: { fg: '#116329', emphasis: '#1a7f37', muted: '#dafbe1' },
      warning: { fg: '#7d4e00', emphasis: '#9a6700', muted: '#fff8c5' },
      danger: { fg: '#b3232d', emphasis: '#cf222e', muted: '#ffebe9' },
      info: { fg: '#0757b8', emphasis: '#0969da', muted: '#ddf4ff' },
    },
    shadow: {
      none: 'none',
      sm: '0 1px 2px rgba(31, 35, 40, 0.08)',
      md: '0 3px 8px rgba(31, 35, 40, 0.12)',
      lg: '0 8px 24px rgba(31, 35, 40, 0.16)',
      overlay: '0 16px 48px rgba(31, 35, 40, 0.28)',
    },
  },
  dark: {
    ...shared,
    color: {
      bg: {
        default: '#0e1117',
        subtle: '#161b22',
        muted: '#21262d',
        emphasis: '#f0f6fc',
        inset: '#010409',
        overlay: 'rgba(1, 4, 9, 0.72)',
      },
      fg: { default: '#e6edf3', muted: '#9da7b3', subtle: '#8b949e', onEmphasis: '#0e1117', onAccent: '#ffffff' },
      border: { default: '#30363d', muted: '#21262d', strong: '#6e7681', focus: '#4493f8' },
      accent: { fg: '#58a6ff', emphasis: '#1f6feb', muted: '#15325b', subtle: '#0d1d33' },
      secondary: { fg: '#e3b341', emphasis: '#bb8009', muted: '#3a2a05' },
      success: { fg: '#56d364', emphasis: '#238636', muted: '#12261e' },
      warning: { fg: '#e3b341', emphasis: '#9e6a03', muted: '#2e2109' },
      danger: { fg: '#ff7b72', emphasis: '#da3633', muted: '#3c1618' },
      info: { fg: '#58a6ff', emphasis: '#1f6feb', muted: '#0d2d52' },
    },
    shadow: {
      none: 'none',
      sm: '0 1px 2px rgba(1, 4, 9, 0.6)',
      md: '0 3px 8px rgba(1, 4, 9, 0.7)',
      lg: '0 8px 24px rgba(1, 4, 9, 0.8)',
      overlay: '0 16px 48px rgba(1, 4, 9, 0.9)',
    },
  },
};
