// The `wallet` translation namespace (the money pages: deposit, withdraw, wallets and transfers):
// one JSON set per shipped language, loaded lazily. It is not registered with the app's i18n at
// start (that would load it on the home page): MemberTexts adds it when the member centre opens.
import { lazyResources, type NamespaceImports } from '@portal/i18n';
import type enWallet from './locales/en/wallet.json';

export const WALLET_NAMESPACE = 'wallet';

/** The shape of the namespace, English being the source. */
export type WalletResources = typeof enWallet;

export const walletNamespace: NamespaceImports<WalletResources> = {
  CN: () => import('./locales/cn/wallet.json'),
  EN: () => import('./locales/en/wallet.json'),
  ID: () => import('./locales/id/wallet.json'),
  PT: () => import('./locales/pt/wallet.json'),
  TH: () => import('./locales/th/wallet.json'),
  // TY: the unnamed set; English text until the operator supplies it (see @portal/i18n README).
  TY: () => import('./locales/ty/wallet.json'),
  VI: () => import('./locales/vi/wallet.json'),
};

export const walletResources = lazyResources(walletNamespace);
