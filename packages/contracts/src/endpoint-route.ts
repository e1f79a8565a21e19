// The shape of one call's route (where it goes, how it travels), which every domain's table
// (routes/*.ts) and the registry (endpoint-routes.ts) share.
import type { ModuleId } from './module-ids';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * How the payload travels: `query` (GET: the query string, so its schema coerces numbers and
 * booleans), `json`, `form` (application/x-www-form-urlencoded), `none`, or `binary`: a file's
 * bytes as the body (an image upload) with the request schema's fields in the query string.
 */
export type PayloadEncoding = 'query' | 'json' | 'form' | 'none' | 'binary';

export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  /** The module flag that must be on; when it is off the client does not call and the server answers `function.not.available`. */
  module?: ModuleId;
  /** Needs `Authorization: <token>`. */
  token: boolean;
  /** Needs `Game-Session: <token>`: an in-house game's own session, never the portal's token. */
  gameSession?: boolean;
  /** The payload travels encrypted (see payload-crypto). */
  encrypted: boolean;
  body: PayloadEncoding;
}
