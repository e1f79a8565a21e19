// The `common` namespace: texts every part of the portal shares (actions, statuses, the error
// catalogue, validation messages, language and theme names), one JSON file per shipped set.
import { lazyResources } from './resource-loaders';
import type enCommon from './locales/en/common.json';

export const COMMON_NAMESPACE = 'common';

/** The shape of the common namespace, English being the source. */
export type CommonResources = typeof enCommon;

export const loadCommonResources = lazyResources({
  CN: () => import('./locales/cn/common.json'),
  EN: () => import('./locales/en/common.json'),
  ID: () => import('./locales/id/common.json'),
  PT: () => import('./locales/pt/common.json'),
  TH: () => import('./locales/th/common.json'),
  // TY: an unnamed set; its text is English until the operator supplies it (README).
  TY: () => import('./locales/ty/common.json'),
  VI: () => import('./locales/vi/common.json'),
});
