// Wallet and payments calls (shapes in @portal/contracts' wallet.ts): deposit methods,
// deposit orders, withdrawal settings, payees, the payment password, withdrawals with their proof
// images and confirmation, the merchant wallets, transfers between them and between an agent and
// its downlines.
//
// Tags: every call that moves money invalidates 'Balance' (the header balance refetches after
// every money event) and 'Records' (the account record, profit and bonuses read the ledger), plus
// the list it changes. The member's own lists also carry 'Session', so a login or logout refetches
// them. A deposit is paid on the provider's page, not by a call of ours: the deposit page polls
// getDepositOrders, which invalidates 'Balance' when an order it listed as unpaid turns paid.
import { WALLET_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';

const { binaryCall, call } = callsOf(WALLET_ROUTES);

export interface UploadWithdrawalProofArgs extends EndpointRequest<'uploadWithdrawalProof'> {
  /** A png or jpg image (the platform checks its bytes; at most 5 MB). */
  file: Blob;
}

export const walletApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getDepositMethods: build.query<EndpointValue<'getDepositMethods'>, void>({
      query: () => call('getDepositMethods', {}),
      providesTags: ['Session'],
    }),
    createDeposit: build.mutation<EndpointValue<'createDeposit'>, EndpointRequest<'createDeposit'>>({
      query: (body) => call('createDeposit', body),
      invalidatesTags: ['Deposits'],
    }),
    getDepositOrders: build.query<EndpointValue<'getDepositOrders'>, EndpointRequest<'getDepositOrders'>>({
      query: (args) => call('getDepositOrders', args),
      providesTags: ['Deposits', 'Session'],
      // An order the provider paid since the last answer credited the wallet: read the balance again.
      async onQueryStarted(_args, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data;
        try {
          const { data } = await queryFulfilled;
          const paidBefore = new Set(
            before?.list.filter((order) => order.status === 'paid').map((order) => order.orderNo),
          );
          if (before && data.list.some((order) => order.status === 'paid' && !paidBefore.has(order.orderNo))) {
            dispatch(portalApi.util.invalidateTags(['Balance', 'Records']));
          }
        } catch {
          // A failed refetch changes nothing.
        }
      },
    }),
    getWithdrawSettings: build.query<EndpointValue<'getWithdrawSettings'>, void>({
      query: () => call('getWithdrawSettings', {}),
      // The withdrawable amount is the main balance: a money event elsewhere changes it too.
      providesTags: ['WithdrawSettings', 'Balance', 'Session'],
    }),
    bindPayee: build.mutation<EndpointValue<'bindPayee'>, EndpointRequest<'bindPayee'>>({
      query: (body) => call('bindPayee', body),
      invalidatesTags: ['WithdrawSettings'],
    }),
    setPaymentPassword: build.mutation<EndpointValue<'setPaymentPassword'>, EndpointRequest<'setPaymentPassword'>>({
      query: (body) => call('setPaymentPassword', body),
      invalidatesTags: ['WithdrawSettings'],
    }),
    requestWithdrawal: build.mutation<EndpointValue<'requestWithdrawal'>, EndpointRequest<'requestWithdrawal'>>({
      query: (body) => call('requestWithdrawal', body),
      invalidatesTags: ['Balance', 'Withdrawals', 'WithdrawSettings', 'Wallets', 'Records'],
    }),
    getWithdrawals: build.query<EndpointValue<'getWithdrawals'>, EndpointRequest<'getWithdrawals'>>({
      query: (args) => call('getWithdrawals', args),
      providesTags: ['Withdrawals', 'Session'],
    }),
    uploadWithdrawalProof: build.mutation<EndpointValue<'uploadWithdrawalProof'>, UploadWithdrawalProofArgs>({
      query: ({ file, ...args }) => binaryCall('uploadWithdrawalProof', args, file),
    }),
    confirmWithdrawal: build.mutation<EndpointValue<'confirmWithdrawal'>, EndpointRequest<'confirmWithdrawal'>>({
      query: (body) => call('confirmWithdrawal', body),
      invalidatesTags: ['Balance', 'Withdrawals', 'Records'],
    }),
    getMerchantWallet: build.query<EndpointValue<'getMerchantWallet'>, EndpointRequest<'getMerchantWallet'> | void>({
      query: (args) => call('getMerchantWallet', args ?? {}),
      providesTags: ['Wallets', 'Balance', 'Session'],
    }),
    walletTransfer: build.mutation<EndpointValue<'walletTransfer'>, EndpointRequest<'walletTransfer'>>({
      query: (body) => call('walletTransfer', body),
      invalidatesTags: ['Balance', 'Wallets', 'Records'],
    }),
    getDownlines: build.query<EndpointValue<'getDownlines'>, EndpointRequest<'getDownlines'> | void>({
      query: (args) => call('getDownlines', args ?? {}),
      providesTags: ['Downlines', 'Session'],
    }),
    transferToDownline: build.mutation<EndpointValue<'transferToDownline'>, EndpointRequest<'transferToDownline'>>({
      query: (body) => call('transferToDownline', body),
      invalidatesTags: ['Balance', 'Wallets', 'WithdrawSettings', 'Records'],
    }),
    transferToUpline: build.mutation<EndpointValue<'transferToUpline'>, EndpointRequest<'transferToUpline'>>({
      query: (body) => call('transferToUpline', body),
      invalidatesTags: ['Balance', 'Wallets', 'WithdrawSettings', 'Records'],
    }),
  }),
});

export const {
  useGetDepositMethodsQuery,
  useCreateDepositMutation,
  useGetDepositOrdersQuery,
  useGetWithdrawSettingsQuery,
  useBindPayeeMutation,
  useSetPaymentPasswordMutation,
  useRequestWithdrawalMutation,
  useGetWithdrawalsQuery,
  useUploadWithdrawalProofMutation,
  useConfirmWithdrawalMutation,
  useGetMerchantWalletQuery,
  useWalletTransferMutation,
  useGetDownlinesQuery,
  useTransferToDownlineMutation,
  useTransferToUplineMutation,
} = walletApi;
