// The default codec wired to our platform's key call.
import { SESSION_ROUTES } from '@portal/contracts';
import { callsOf } from './base-api';
import { executeCall } from './base-query';
import { webCryptoCodec, type PayloadCodec, type PublicPayloadKey } from './codec';

const { call } = callsOf(SESSION_ROUTES);

export function platformCodec(): PayloadCodec {
  return webCryptoCodec(async () => {
    const result = await executeCall(call('getPayloadKey'));
    if (result.error) throw new Error(`payload key unavailable (${result.error.errorCode})`);
    return result.data as PublicPayloadKey;
  });
}
