// Rows of several tables read in one statement (a JOIN): each table's columns selected under its
// alias (`a.id AS a__id`) and split back into whole rows. The column lists are checked by the
// compiler against the row types, so a column added to a table must be added here too.
import { sql, type RawBuilder } from 'kysely';
import type { AccountRow, GameRow, GameSessionRow, OpenGameRow, SessionRow } from '../db/schema';

/** Every column of a row type, checked by the compiler: a column added to the table must be added here. */
function columns<Row>() {
  return <const C extends readonly (keyof Row & string)[]>(
    list: C & ([Exclude<keyof Row, C[number]>] extends [never] ? unknown : 'a column is missing'),
  ) => list;
}

export const GAME_SESSION = columns<GameSessionRow>()([
  'id',
  'merchant_code',
  'token_hash',
  'account_id',
  'wallet_id',
  'node_id',
  'language',
  'created_at',
  'expires_at',
  'session_id',
]);
export const ACCOUNT = columns<AccountRow>()([
  'id',
  'merchant_code',
  'username',
  'username_key',
  'nickname',
  'type',
  'status',
  'password_hash',
  'password_changed_at',
  'must_change_password',
  'temp_password_hash',
  'temp_password_expires_at',
  'payment_password_hash',
  'mobile_dialing_code',
  'mobile_number',
  'email',
  'payee_name',
  'profile_json',
  'affiliate_code',
  'upline_id',
  'language',
  'vip_level',
  'icon',
  'register_domain',
  'register_url',
  'register_ip',
  'last_login_at',
  'created_at',
  'invite_code',
  'referrer_id',
]);
export const GAME = columns<GameRow>()([
  'merchant_code',
  'node_id',
  'game_id',
  'vassalage',
  'game_type',
  'game_classify',
  'game_name',
  'name_key',
  'min_bet_minor',
  'min_line_num',
  'icon_path',
  'is_hot',
  'is_game',
  'code',
  'default_play_type',
  'account_type_name',
  'game_code',
  'sort',
  'maintenance_start',
  'maintenance_end',
  'updated_at',
]);
export const OPEN_GAME = columns<OpenGameRow>()([
  'merchant_code',
  'account_id',
  'node_id',
  'vassalage',
  'game_name',
  'opened_at',
  'last_seen_at',
]);
export const PORTAL_SESSION = columns<SessionRow>()([
  'id',
  'merchant_code',
  'account_id',
  'token_hash',
  'device_id',
  'ip',
  'created_at',
  'last_seen_at',
  'expires_at',
  'revoked_at',
  'revoked_reason',
  'user_agent',
]);

/**
 * `alias.column AS alias__column, …` for each (alias, columns) pair, as one piece of SQL text made
 * once by the caller (the names are ours, constants: no input reaches the text).
 */
export function selectList(
  parts: readonly (readonly [alias: string, columns: readonly string[]])[],
): RawBuilder<unknown> {
  return sql.raw(parts.flatMap(([alias, list]) => list.map((c) => `${alias}.${c} AS ${alias}__${c}`)).join(', '));
}

/** The row of one alias from the flat result, or undefined when its LEFT JOIN found nothing (`key` is null). */
export function part<Row>(
  flat: Record<string, unknown>,
  alias: string,
  list: readonly string[],
  key: string,
): Row | undefined {
  if (flat[`${alias}__${key}`] === null || flat[`${alias}__${key}`] === undefined) return undefined;
  return Object.fromEntries(list.map((c) => [c, flat[`${alias}__${c}`]])) as Row;
}
