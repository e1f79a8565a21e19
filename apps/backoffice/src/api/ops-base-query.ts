// The base query of every staff call: `fetchBaseQuery` at `/ops` with `Authorization: Bearer
// <token>` and the `Language` header, unwrapping the envelope `{ success, value, message, errorCode }`
// into the value, or into @portal/api's ApiError (status, errorCode, message, value) so that
// `apiErrorMessage` translates it like every other failure of the workspace. A 401 ends the session.
import { type ApiError, CLIENT_ERROR_CODES } from '@portal/api';
import {
  type BaseQueryFn,
  fetchBaseQuery,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { sessionEnded, type WithSession } from '../session/session-slice';

export const OPS_BASE_URL = '/ops';

interface Envelope {
  success: boolean;
  value: unknown;
  message?: string | null;
  errorCode?: string | null;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'success' in body;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: OPS_BASE_URL,
  timeout: 30_000,
  prepareHeaders: (headers, { getState }) => {
    const { token, language } = (getState() as WithSession).session;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Language', language);
    return headers;
  },
});

/** The envelope's failure, or what went wrong on the way, as one ApiError. */
export function toApiError(status: number | string, body: unknown): ApiError {
  if (status === 'FETCH_ERROR') return { status: 0, errorCode: CLIENT_ERROR_CODES.network, message: '' };
  if (status === 'TIMEOUT_ERROR') return { status: 0, errorCode: CLIENT_ERROR_CODES.timeout, message: '' };
  const code = typeof status === 'number' ? status : 0;
  if (isEnvelope(body) && body.errorCode) {
    return { status: code, errorCode: body.errorCode, message: body.message ?? '', value: body.value ?? undefined };
  }
  return { status: code, errorCode: CLIENT_ERROR_CODES.invalidResponse, message: '' };
}

export const opsBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  const meta = result.meta;
  if (result.error) {
    const { status } = result.error;
    const body = 'data' in result.error ? result.error.data : undefined;
    const error = toApiError(status, body);
    if (error.status === 401) api.dispatch(sessionEnded());
    return meta ? { error, meta } : { error };
  }
  const body = result.data;
  if (body === undefined || body === null || body === '') return meta ? { data: null, meta } : { data: null };
  if (!isEnvelope(body)) {
    const error: ApiError = {
      status: meta?.response?.status ?? 0,
      errorCode: CLIENT_ERROR_CODES.invalidResponse,
      message: '',
    };
    return meta ? { error, meta } : { error };
  }
  if (!body.success) {
    const error = toApiError(meta?.response?.status ?? 0, body);
    return meta ? { error, meta } : { error };
  }
  return meta ? { data: body.value, meta } : { data: body.value };
};
