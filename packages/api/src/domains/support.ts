// Customer service and live chat (shapes in @portal/contracts' support.ts): the service links
// (public), and the member's chat: the chat page's URL, the unread count, the messages, sending a
// text or an image (a `clientId` per message makes a repeat return the stored message, never a
// second one), and the read receipt. New messages arrive over the socket (support-socket.ts); the
// screens put them into the 'Chat' answers they hold.
//
// Tags: 'Chat' is the member's conversation; sending and reading change it. It is the member's own
// ('Session'): a login or logout reads it again.
import { SUPPORT_ROUTES, type EndpointRequest, type EndpointValue } from '@portal/contracts';
import { callsOf, portalApi } from '../base-api';

const { binaryCall, call } = callsOf(SUPPORT_ROUTES);

export interface SendChatImageArgs extends EndpointRequest<'sendChatImage'> {
  /** A png or jpg image (the platform checks its bytes; at most CHAT_IMAGE_MAX_BYTES). */
  file: Blob;
}

export const supportApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getServiceConfig: build.query<EndpointValue<'getServiceConfig'>, void>({
      query: () => call('getServiceConfig', {}),
    }),
    getChatUrl: build.query<EndpointValue<'getChatUrl'>, EndpointRequest<'getChatUrl'>>({
      query: (args) => call('getChatUrl', args),
      providesTags: ['Session'],
    }),
    getChatUnreadCount: build.query<EndpointValue<'getChatUnreadCount'>, void>({
      query: () => call('getChatUnreadCount', {}),
      providesTags: ['Chat', 'Session'],
    }),
    getChatMessages: build.query<EndpointValue<'getChatMessages'>, EndpointRequest<'getChatMessages'>>({
      query: (args) => call('getChatMessages', args),
      providesTags: ['Chat', 'Session'],
    }),
    sendChatMessage: build.mutation<EndpointValue<'sendChatMessage'>, EndpointRequest<'sendChatMessage'>>({
      query: (body) => call('sendChatMessage', body),
    }),
    sendChatImage: build.mutation<EndpointValue<'sendChatImage'>, SendChatImageArgs>({
      query: ({ file, ...args }) => binaryCall('sendChatImage', args, file),
    }),
    readChatMessages: build.mutation<EndpointValue<'readChatMessages'>, EndpointRequest<'readChatMessages'>>({
      query: (body) => call('readChatMessages', body),
    }),
  }),
});

export const {
  useGetServiceConfigQuery,
  useLazyGetServiceConfigQuery,
  useGetChatUrlQuery,
  useGetChatUnreadCountQuery,
  useGetChatMessagesQuery,
  useSendChatMessageMutation,
  useSendChatImageMutation,
  useReadChatMessagesMutation,
} = supportApi;
