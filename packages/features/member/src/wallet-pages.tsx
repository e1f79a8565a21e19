// The money pages of the member centre by the spec's page key, each its own chunk, loaded when
// the member opens it. The app hands these (with the record pages) to accounts' member-centre
// dialog inside MemberCentreFrame.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type WalletPageKey = 'depositv2' | 'withdraw' | 'transferFund' | 'transferUpline';

export const WALLET_PAGES: Readonly<Record<WalletPageKey, LazyExoticComponent<ComponentType>>> = {
  depositv2: lazy(() => import('./deposit/deposit-page').then((module) => ({ default: module.DepositPage }))),
  withdraw: lazy(() => import('./withdraw/withdraw-page').then((module) => ({ default: module.WithdrawPage }))),
  transferFund: lazy(() =>
    import('./transfer/transfer-fund-page').then((module) => ({ default: module.TransferFundPage })),
  ),
  transferUpline: lazy(() =>
    import('./transfer/transfer-upline-page').then((module) => ({ default: module.TransferUplinePage })),
  ),
};
