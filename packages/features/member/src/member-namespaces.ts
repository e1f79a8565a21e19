// Every translation namespace of the member centre, by name: MemberTexts loads them all when the
// centre opens. `wallet` holds the money pages; the record pages and responsible gaming add their own
// namespaces here.
import type { NamespaceLoader } from '@portal/i18n';
import { RECORDS_NAMESPACE, recordsResources } from './records/records-namespace';
import {
  RESPONSIBLE_GAMING_NAMESPACE,
  responsibleGamingResources,
} from './responsible-gaming/responsible-gaming-namespace';
import { WALLET_NAMESPACE, walletResources } from './wallet-namespace';

export const MEMBER_NAMESPACES: Readonly<Record<string, NamespaceLoader>> = {
  [WALLET_NAMESPACE]: walletResources,
  [RECORDS_NAMESPACE]: recordsResources,
  [RESPONSIBLE_GAMING_NAMESPACE]: responsibleGamingResources,
};
