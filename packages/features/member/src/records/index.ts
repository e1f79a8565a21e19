// The member centre's record pages: betting and account records, profit and loss,
// bonuses, rewards, referral, platform messages and missions, with their `records` namespace.
export { RECORD_PAGES, type RecordPageKey } from './record-pages';
export { RecordsOptionsProvider, useRecordsOptions, type RecordsOptions } from './shared/records-options';
export { RECORDS_NAMESPACE, recordsNamespace, recordsResources, type RecordsResources } from './records-namespace';
