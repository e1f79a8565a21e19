// Public API of @portal/ui: every component, its props type and the theme plumbing.
// The kit knows nothing of the API, i18n, features or brands: all texts and labels are props.
import '@portal/theme';

export * from './portal-theme-provider';
export * from './global-style';
export * from './icons';
export * from './spinner';
export * from './button';
export * from './toggle-chip';
export * from './icon-button';
export * from './input';
export * from './text-area';
export * from './modal';
export * from './password-input';
export * from './select';
export * from './checkbox';
export * from './tabs';
export * from './confirm-dialog';
export * from './toast';
export * from './menu';
export * from './avatar';
export * from './badge';
export * from './form-alert';
export * from './card';
export * from './skeleton';
export * from './layout';
export * from './page-parts';
export * from './lazy-image';
export * from './carousel';
export * from './paginator';
export * from './data-table';
export * from './table';
export * from './date-range-filter';
export * from './qr-code';
export * from './countdown-button';
export * from './virtual-list';
export * from './safe-html';
export * from './search-field';
export * from './game-tile';
export * from './game-grid';
// Text for screen readers only (the app's collapsed side menu uses it too).
export { VisuallyHidden, visuallyHidden } from './internal/visually-hidden';
export { usePrefersReducedMotion } from './internal/use-prefers-reduced-motion';
export { NARROW_SCREEN_QUERY, useMediaQuery } from './internal/use-media-query';
