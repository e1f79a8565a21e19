// The `records` translation namespace: the member centre's record pages (betting and account
// records, profit and loss, bonuses, rewards, referral, messages, missions). One JSON set per
// shipped language, loaded lazily: listed in MEMBER_NAMESPACES, so MemberTexts adds it when the
// member centre opens, never with the home page.
import { lazyResources, type NamespaceImports } from '@portal/i18n';
import type enRecords from '../locales/en/records.json';

export const RECORDS_NAMESPACE = 'records';

/** The shape of the namespace, English being the source. */
export type RecordsResources = typeof enRecords;

export const recordsNamespace: NamespaceImports<RecordsResources> = {
  CN: () => import('../locales/cn/records.json'),
  EN: () => import('../locales/en/records.json'),
  ID: () => import('../locales/id/records.json'),
  PT: () => import('../locales/pt/records.json'),
  TH: () => import('../locales/th/records.json'),
  // TY: the unnamed set; English text until the operator supplies it (see @portal/i18n README).
  TY: () => import('../locales/ty/records.json'),
  VI: () => import('../locales/vi/records.json'),
};

export const recordsResources = lazyResources(recordsNamespace);
