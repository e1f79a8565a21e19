// The database's tables as kysely sees them. Times are epoch milliseconds (bigint), flags are
// integers 0/1 and JSON is text, so the same SQL runs on SQLite and PostgreSQL. Every tenant-owned
// table carries `merchant_code`; repositories (src/repositories) scope every query by it.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface TenantsTable {
  merchant_code: string;
  tenant_id: string;
  brand_name: string;
  /** The tenant.json the tenant was seeded from. */
  config_json: string;
  /** Module flags: Record<ModuleId, boolean>. */
  modules_json: string;
  /** Registration field settings. */
  registration_json: string;
  maintenance: number;
  /** Announced end of the maintenance (epoch ms), or null. */
  maintenance_end_time: number | null;
  created_at: number;
  updated_at: number;
}

export interface AccountsTable {
  id: Generated<number>;
  merchant_code: string;
  username: string;
  /** Lower-cased username: usernames are unique per tenant regardless of case. */
  username_key: string;
  nickname: string;
  type: number;
  status: string;
  password_hash: string;
  password_changed_at: number;
  must_change_password: number;
  /** A one-time temporary password mailed by the e-mail recovery, with its expiry. */
  temp_password_hash: string | null;
  temp_password_expires_at: number | null;
  payment_password_hash: string | null;
  mobile_dialing_code: string | null;
  /** E.164 (`+84912000001`), see lib/phone.ts. */
  mobile_number: string | null;
  email: string | null;
  payee_name: string | null;
  /** Optional contact fields of the registration record (qqNum, line, whatsapp, ...), as JSON. */
  profile_json: string;
  affiliate_code: string | null;
  upline_id: number | null;
  language: string;
  vip_level: Generated<number>;
  icon: string | null;
  register_domain: string | null;
  register_url: string | null;
  /** The client IP that created the account (the daily cap of trial accounts per IP). */
  register_ip: string | null;
  last_login_at: number | null;
  created_at: number;
  /** A member's own invite code (migration 0008), made on first ask; agents use affiliate_code. */
  invite_code: string | null;
  /** The account whose invite or affiliate code this account registered with (migration 0008). */
  referrer_id: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  /** HMAC-SHA256(pepper, token), base64url: the raw token is never stored. */
  token_hash: string;
  device_id: string | null;
  ip: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** logout | duplicateLogin | passwordChanged | paymentPasswordLocked | signedOutElsewhere | networkChanged */
  revoked_reason: string | null;
  /** The browser's User-Agent at login, cut to 256 characters (migration 0025: the active-sessions list). */
  user_agent: string | null;
}

export interface LoginFailuresTable {
  merchant_code: string;
  username_key: string;
  /** Login attempts since the last success (reserved before the password is checked). */
  failures: number;
  last_failed_at: number;
  /** Logins wait until then after repeated failures (epoch ms), or null. */
  locked_until: number | null;
}

export interface CaptchasTable {
  id: string;
  merchant_code: string;
  /** Lower-cased answer. */
  answer: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  merchant_code: string;
  /** sms | email */
  channel: string;
  /** register | noLogin */
  purpose: string;
  /** E.164 number for SMS, lower-cased address for e-mail. */
  recipient: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
  /** The client IP that asked for it (daily cap per IP). */
  ip: string | null;
  /** The destination's country (daily cap per country). */
  country: string | null;
  /** 0 when no message went out (a number the platform will not send to): the answer was the same. */
  delivered: Generated<number>;
}

export interface LoginLinksTable {
  id: Generated<number>;
  merchant_code: string;
  /** HMAC-SHA256(pepper, code): the code itself is never stored. */
  code_hash: string;
  account_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface OutboxTable {
  id: Generated<number>;
  merchant_code: string;
  /** sms | email | captcha */
  channel: string;
  recipient: string;
  code: string | null;
  text: string;
  created_at: number;
}

export interface WalletsTable {
  merchant_code: string;
  account_id: number;
  wallet_id: number;
  currency: string;
  /** Integer minor units; changed only together with a ledger row. */
  balance_minor: number;
  updated_at: number;
}

export interface LedgerTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  wallet_id: number;
  amount_minor: number;
  balance_after_minor: number;
  kind: string;
  reference: string | null;
  created_at: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number | null;
  type: string;
  content: string;
  contact: string | null;
  language: string;
  created_at: number;
}

export interface HelpArticlesTable {
  merchant_code: string;
  id: string;
  category: string;
  title_json: string;
  content_json: string;
  sort_order: number;
  /** Withdrawn by staff (migration 0020): hidden, and never seeded again. */
  withdrawn_at: number | null;
}

export interface AnnouncementsTable {
  merchant_code: string;
  id: string;
  type: string;
  title_json: string;
  content_json: string;
  published_at: number;
  /** Popups only (migration 0016): A after login, B before login, F first login. */
  execution: string | null;
  /** Withdrawn by staff (migration 0020): hidden, and never seeded again. */
  withdrawn_at: number | null;
}

/** A brand's promotion (migration 0017), seeded from tenants/<brand>/seed/promotions.json. */
export interface PromotionsTable {
  merchant_code: string;
  id: string;
  category: string;
  kind: string;
  title_json: string;
  summary_json: string;
  content_json: string;
  starts_at: number;
  ends_at: number | null;
  turnover_minor: number | null;
  reward_minor: number | null;
  prizes_json: string | null;
  sort_order: number;
  /** When staff withdrew it (0019); null while it is live. */
  withdrawn_at: number | null;
}

/** What one member did with one promotion (0017): one row per (merchant, account, promotion). */
export interface PromotionActivitiesTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  promotion_id: string;
  /** joined | applying | issued | rejected | claimed | closed */
  state: string;
  acted_at: number;
  decided_at: number | null;
  decided_by: string | null;
  decision_remark: string | null;
  paid_minor: number | null;
  remark: string | null;
}

/** An application's image (0017), uploaded before the application binds it (`activity_id`). */
export interface ActivityImagesTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  promotion_id: string;
  activity_id: number | null;
  content_type: string;
  size_bytes: number;
  bytes: Buffer;
  created_at: number;
}

export interface GameVendorsTable {
  merchant_code: string;
  vassalage: string;
  display_name: string;
  lane: string;
  is_hot: number;
  icon_path: string | null;
  account_type_name: string | null;
  is_game: string | null;
  sort: number;
  updated_at: number;
}

export interface GameClassificationsTable {
  merchant_code: string;
  key: string;
  display_name: string;
  sort: number;
}

export interface GamesTable {
  merchant_code: string;
  node_id: string;
  game_id: string;
  vassalage: string;
  game_type: string;
  game_classify: string | null;
  game_name: string;
  /** The folded name that search matches (lib/search-key). */
  name_key: string;
  min_bet_minor: number;
  min_line_num: number;
  icon_path: string | null;
  is_hot: number;
  is_game: string | null;
  code: string | null;
  default_play_type: string | null;
  account_type_name: string | null;
  game_code: string | null;
  sort: number;
  maintenance_start: number | null;
  maintenance_end: number | null;
  updated_at: number;
}

/** A tenant's catalogue version: bumped by every write to its vendors, classifications or games. */
export interface CatalogueVersionsTable {
  merchant_code: string;
  version: number;
}

export interface PvpRoomsTable {
  merchant_code: string;
  room_id: string;
  node_id: string;
  room_name: string;
  min_bet_minor: number;
  max_players: number;
  player_count: number;
}

export interface GameFavoritesTable {
  merchant_code: string;
  account_id: number;
  node_id: string;
  created_at: number;
}

export interface RecentGamesTable {
  merchant_code: string;
  account_id: number;
  node_id: string;
  played_at: number;
}

export interface LaunchTicketsTable {
  ticket_hash: string;
  merchant_code: string;
  account_id: number;
  node_id: string;
  room_id: string | null;
  wallet_id: number;
  account_type: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** The portal session that launched the game (0011; null on tickets issued before it, which are refused). */
  session_id: number | null;
}

export interface OpenGamesTable {
  merchant_code: string;
  account_id: number;
  node_id: string;
  vassalage: string;
  game_name: string;
  opened_at: number;
  last_seen_at: number;
}

/** One bet of any game (see migration 0005): its round id is unique per merchant (the idempotency key). */
export interface BettingRecordsTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  wallet_id: number;
  round_id: string;
  /** inhouse | lottery | vendor */
  source: string;
  node_id: string;
  vendor: string;
  game_type: string;
  game_name: string;
  bet_minor: number;
  /** Null while open. */
  win_minor: number | null;
  /** Turnover that counts (promotions, salaries); null while open, 0 when void. */
  valid_bet_minor: number | null;
  currency: string;
  /** open | settled | void */
  status: string;
  placed_at: number;
  settled_at: number | null;
  /** SHA-256 of the request's content: a reused round id must ask the same. */
  request_hash: string;
  /** The game's own detail (outcome, fairness seed id and nonce). */
  detail_json: string;
  /** The lottery issue a lottery bet waits for (migration 0006); null for other games. */
  issue_id: number | null;
}

export interface LotteryGamesTable {
  id: Generated<number>;
  merchant_code: string;
  game_code: string;
  game_name: string;
  /** fast5 | vn */
  kind: string;
  group_code: string;
  group_label: string;
  prize_mode: string;
  lotto_area: string | null;
  interval_seconds: number;
  offset_seconds: number;
  close_seconds: number;
  play_types_json: string;
  enabled: number;
  sort_order: number;
  created_at: number;
}

export interface LotteryIssuesTable {
  id: Generated<number>;
  merchant_code: string;
  game_code: string;
  issue_number: string;
  opens_at: number;
  closes_at: number;
  draw_at: number;
  /**
   * The issue's server seed as a reference, `k1:<nonce>`: the seed is HMAC-SHA256(SEED_KEY, nonce)
   * (games/fairness.ts), secret until drawn. A row from before migration 0012 holds the seed itself.
   */
  seed_ref: string;
  /** SHA-256 of the seed, published when the issue opens. */
  seed_hash: string;
  /** open | drawn | settled */
  status: string;
  numbers_json: string | null;
  drawn_at: number | null;
  settled_at: number | null;
  bet_count: Generated<number>;
}

/** One row per clock job: who runs it until when (migration 0006). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: number;
}

/** A provably fair server seed of one account: secret (only its hash shown) until revealed. */
export interface FairnessSeedsTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  /** The seed as a reference, `k1:<nonce>` (games/fairness.ts); before migration 0012, the seed itself. */
  seed_ref: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  created_at: number;
  revealed_at: number | null;
  /**
   * The seed that follows this one (a reference) and its hash, shown while this one is in use so
   * that a client seed set at rotation binds to a seed already committed; null on rows before 0011.
   */
  next_seed_ref: string | null;
  next_seed_hash: string | null;
}

/** An in-house game's session, started from a launch ticket (the token is stored as a keyed hash). */
export interface GameSessionsTable {
  id: Generated<number>;
  merchant_code: string;
  token_hash: string;
  account_id: number;
  wallet_id: number;
  node_id: string;
  language: string;
  created_at: number;
  expires_at: number;
  /** The portal session that launched the game (0011): the game session ends with it; null (older rows) is refused. */
  session_id: number | null;
}

export interface RewardsTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  title: string;
  amount_minor: number;
  /** available | claimed; expired is computed from expires_at. */
  status: string;
  /** operator | promotion */
  source: string;
  granted_at: number;
  expires_at: number | null;
  claimed_at: number | null;
}

/** Points of a member (migration 0015): hundredths of a point, changed only with a point_ledger row. */
export interface PointWalletsTable {
  merchant_code: string;
  account_id: number;
  balance_minor: number;
  updated_at: number;
}

export interface PointLedgerTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  /** contracts POINT_KINDS */
  kind: string;
  amount_minor: number;
  balance_after_minor: number;
  /** What earned or spent them; unique per merchant. */
  reference: string;
  created_at: number;
}

export interface PointRewardStockTable {
  merchant_code: string;
  reward_id: string;
  redeemed: number;
  /** The stock staff set (migration 0020), else null: tenant.json's. */
  stock: number | null;
}

export interface PointRedeemsTable {
  id: Generated<number>;
  merchant_code: string;
  redeem_no: string;
  account_id: number;
  reward_id: string;
  kind: string;
  quantity: number;
  points_minor: number;
  bonus_minor: number | null;
  status: string;
  receiver_name: string | null;
  address: string | null;
  mobile: string | null;
  remark: string | null;
  request_id: string;
  request_hash: string;
  created_at: number;
  decided_at: number | null;
  updated_at: number;
}

export interface PointConvertsTable {
  id: Generated<number>;
  merchant_code: string;
  convert_no: string;
  account_id: number;
  points_minor: number;
  amount_minor: number;
  request_id: string;
  request_hash: string;
  created_at: number;
}

/** A brand's mission (migration 0018): contracts TenantMission and the brand's zone, as JSON. */
export interface MissionsTable {
  merchant_code: string;
  id: string;
  position: number;
  definition_json: string;
  created_at: number;
  updated_at: number;
  /** brand | staff (0019): who last wrote it; the seed leaves `staff` rows alone. */
  source: Generated<string>;
  /** When staff withdrew it (0019); null while it is live. */
  withdrawn_at: number | null;
}

/** A mission's period, closed and paid (0018): its key makes the close happen once. */
export interface MissionPeriodsTable {
  merchant_code: string;
  mission_id: string;
  period_start: number;
  period_end: number;
  target: number;
  winners: number;
  closed_at: number;
}

/** A member who reached a mission's target in a closed period, and what was paid (0018). */
export interface MissionResultsTable {
  merchant_code: string;
  mission_id: string;
  period_start: number;
  account_id: number;
  progress: number;
  /** points | bonus */
  reward_kind: string;
  reward_minor: number;
  reference: string;
  paid_at: number;
}

export interface PointAccrualMarksTable {
  merchant_code: string;
  source: string;
  mark: number;
}

export interface PlatformMessagesTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  read_at: number | null;
  created_at: number;
}

/** A deposit order (migration 0007): pending until its provider's callback says paid or failed. */
export interface DepositOrdersTable {
  id: Generated<number>;
  merchant_code: string;
  order_no: string;
  account_id: number;
  method_code: string;
  provider: string;
  amount_minor: number;
  currency: string;
  /** pending | paid | failed | expired */
  status: string;
  request_id: string;
  request_hash: string;
  language: string;
  provider_reference: string | null;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
  updated_at: number;
}

/** A bound payee (bank account or e-wallet), one per kind and account. */
export interface PayeesTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  kind: string;
  provider_name: string;
  account_name: string;
  account_number: string;
  bound_at: number;
}

/** A withdrawal (migration 0007): its amount is held (ledger `withdrawal_hold`) from the request on. */
export interface WithdrawalsTable {
  id: Generated<number>;
  merchant_code: string;
  withdrawal_no: string;
  account_id: number;
  payee_id: number;
  amount_minor: number;
  currency: string;
  status: string;
  request_id: string;
  request_hash: string;
  /** UTC day (YYYY-MM-DD) of the daily limit it counts against. */
  day: string;
  requested_at: number;
  decided_at: number | null;
  paid_at: number | null;
  confirm_by: number | null;
  confirmed_at: number | null;
  received_minor: number | null;
  remark: string | null;
  refunded_minor: number | null;
  refunded_at: number | null;
  proof_count: Generated<number>;
  updated_at: number;
}

/** Withdrawn today (requested, not rejected) per account and UTC day. */
export interface WithdrawalDaysTable {
  merchant_code: string;
  account_id: number;
  day: string;
  total_minor: number;
}

export interface WithdrawalProofsTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  withdrawal_id: number;
  content_type: string;
  size_bytes: number;
  sha256: string;
  bytes: Buffer;
  created_at: number;
}

/** A transfer between two of a member's wallets, or between an agent and its downline. */
export interface MoneyTransfersTable {
  id: Generated<number>;
  merchant_code: string;
  transfer_no: string;
  /** wallet | downline | upline */
  kind: string;
  account_id: number;
  counterparty_id: number | null;
  from_wallet: number;
  to_wallet: number;
  amount_minor: number;
  request_id: string;
  request_hash: string;
  created_at: number;
}

export interface StaffTable {
  id: Generated<number>;
  merchant_code: string;
  username: string;
  display_name: string;
  password_hash: string;
  /** Comma-separated StaffRole values. */
  roles: string;
  active: Generated<number>;
  /** Wrong passwords since the last good login or lock. */
  failed_logins: Generated<number>;
  /** Locks in a row (the lock lengthens with each: services/accounts/escalating-lock.ts). */
  locks: Generated<number>;
  locked_until: number | null;
  created_at: number;
  last_login_at: number | null;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  merchant_code: string;
  staff_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string | null;
}

export interface ApprovalsTable {
  id: Generated<number>;
  merchant_code: string;
  kind: string;
  status: string;
  account_id: number;
  amount_minor: number;
  subject: string;
  payload: string;
  maker_id: number;
  checker_id: number | null;
  created_at: number;
  decided_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  merchant_code: string;
  at: number;
  staff_id: number | null;
  actor: string;
  action: string;
  outcome: string;
  account_id: number | null;
  username: string | null;
  amount_minor: number | null;
  subject: string | null;
  before_state: string | null;
  after_state: string | null;
  ip: string | null;
}

/** The upline chain as a closure table (migration 0021): one row per (ancestor, descendant), depth ≥ 1. */
export interface AgentTreeTable {
  merchant_code: string;
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

/** An agent's team totals of one UTC hour: its downlines' settled bets placed in it (migration 0022). */
export interface AgentTeamHoursTable {
  merchant_code: string;
  agent_id: number;
  /** The hour's start, epoch ms. */
  hour: number;
  bets: number;
  stake_minor: number;
  valid_minor: number;
  win_minor: number;
}

/** A dividend or salary contract offered by an upline to a direct downline (migration 0021). */
export interface AgentContractsTable {
  id: Generated<number>;
  merchant_code: string;
  /** dividend | daily | hourly | realtime */
  kind: string;
  upline_id: number;
  account_id: number;
  /** Basis points, 0–10,000. */
  rate_bp: number;
  /** D | W | H | M */
  period: string;
  min_valid_bet_minor: number | null;
  min_profit_loss_minor: number | null;
  min_active_members: number | null;
  daily_bet_minor: number | null;
  hourly_bet_minor: number | null;
  /** offered | active | rejected | terminated | ended */
  status: string;
  /** replaced | upline_rate | by_upline | by_member */
  end_reason: string | null;
  offered_at: number;
  decided_at: number | null;
  ended_at: number | null;
  /** The settlement's watermark (jobs/agent-settlement.ts): periods ending at or before it are settled. */
  settled_until: number | null;
  updated_at: number;
}

/** One settled period of a contract (migration 0021): unique per contract and period start. */
export interface AgentSettlementsTable {
  id: Generated<number>;
  merchant_code: string;
  contract_id: number;
  account_id: number;
  kind: string;
  period_start: number;
  period_end: number;
  valid_bet_minor: number;
  profit_loss_minor: number;
  active_members: number;
  rate_bp: number;
  amount_minor: number;
  created_at: number;
}

export interface SupportConversationsTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  /** general | vip */
  queue: string;
  /** waiting | open | closed */
  state: string;
  claimed_staff_id: number | null;
  member_read_id: Generated<number>;
  staff_read_id: Generated<number>;
  created_at: number;
  last_message_at: number;
  closed_at: number | null;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  merchant_code: string;
  conversation_id: number;
  /** The member's account (on staff answers too). */
  account_id: number;
  /** member | staff */
  sender: string;
  staff_id: number | null;
  client_id: string;
  text: string | null;
  image_type: string | null;
  image_bytes: Buffer | null;
  created_at: number;
}

export interface SupportCannedRepliesTable {
  id: Generated<number>;
  merchant_code: string;
  title: string;
  text: string;
  language: string;
  created_by: number | null;
  created_at: number;
}

// --- the second factor (migration 0025) ---

export interface AuthenticatorsTable {
  merchant_code: string;
  account_id: number;
  /** The TOTP secret sealed with AES-256-GCM under a key derived from SEED_KEY (lib/sealed-secret.ts). */
  secret_box: string;
  created_at: number;
  /** Null while the binding waits for its first code. */
  confirmed_at: number | null;
  /** The last accepted TOTP time step: a code of that step or an earlier one is refused (replay). */
  last_step: number | null;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

export interface LoginTicketsTable {
  id: Generated<number>;
  merchant_code: string;
  /** Keyed hash of the ticket handed to the client. */
  ticket_hash: string;
  account_id: number;
  /** authenticator | code (services/accounts/login-challenge.ts) */
  challenge: string;
  /** The login-failure key (lower-cased username or E.164 number) whose lock rules wrong codes count towards. */
  failure_key: string;
  /** Keyed hash of the device code sent by SMS or e-mail (challenge `code`). */
  code_hash: string | null;
  tries: Generated<number>;
  device_id: string | null;
  ip: string;
  /** The first step presented the account's password (an expired one then forces a change). */
  by_password: number;
  password_expired: number;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface KnownDevicesTable {
  merchant_code: string;
  account_id: number;
  device_id: string;
  /** The IP's network: IPv4 /24 or IPv6 /64 (lib/network.ts). */
  network: string;
  first_seen_at: number;
  last_seen_at: number;
}
// --- passkeys (migration 0027) ---
export interface PasskeysTable {
  id: Generated<number>;
  merchant_code: string;
  account_id: number;
  /** The WebAuthn credential id, base64url; unique per tenant. */
  credential_id: string;
  /** The credential's COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter at the last use (0 for authenticators that keep none). */
  counter: number;
  /** JSON array of the transports the browser named at registration. */
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

export interface PasskeyChallengesTable {
  id: Generated<number>;
  merchant_code: string;
  /** Keyed hash of the base64url challenge. */
  challenge_hash: string;
  /** register | login */
  purpose: string;
  /** The registering account (null for a sign-in: the credential names its account). */
  account_id: number | null;
  /** The session that asked for a registration's challenge. */
  session_id: number | null;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}
// --- responsible gaming (migration 0024) ---
export interface RgLimitsTable {
  merchant_code: string;
  account_id: number;
  /** deposit | loss */
  kind: string;
  /** daily | weekly | monthly */
  period: string;
  /** The limit in force, minor units; null: none. */
  amount_minor: number | null;
  /** A raise or removal (null) waiting until pending_effective_at; both null when none. */
  pending_amount_minor: number | null;
  pending_effective_at: number | null;
  updated_at: number;
}

export interface RgSettingsTable {
  merchant_code: string;
  account_id: number;
  /** 0 (off), 15, 30 or 60. */
  reality_check_minutes: Generated<number>;
  time_out_until: number | null;
  updated_at: number;
}

export interface RgExclusionsTable {
  id: Generated<number>;
  /** `mobile:<E.164>` or `email:<lower-cased>`: read across tenants. */
  identity_key: string;
  merchant_code: string;
  account_id: number;
  started_at: number;
  ends_at: number;
}
export type RgLimitRow = Selectable<RgLimitsTable>;
// --- social sign-in (migration 0026) ---
export interface SocialSignInStatesTable {
  id: Generated<number>;
  merchant_code: string;
  /** Keyed hash of the `state` sent to the provider. */
  state_hash: string;
  provider: string;
  nonce: string;
  /** PKCE (S256) code verifier, sent with the code at the exchange. */
  code_verifier: string;
  redirect_uri: string;
  return_path: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface SocialIdentitiesTable {
  merchant_code: string;
  provider: string;
  /** The ID token's `sub`. */
  subject: string;
  account_id: number;
  email: string | null;
  created_at: number;
}

export interface SocialLinkTicketsTable {
  id: Generated<number>;
  merchant_code: string;
  ticket_hash: string;
  provider: string;
  subject: string;
  email: string;
  account_id: number;
  return_path: string | null;
  tries: Generated<number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}
export type SocialSignInStateRow = Selectable<SocialSignInStatesTable>;
export type SocialLinkTicketRow = Selectable<SocialLinkTicketsTable>;

export interface Database {
  tenants: TenantsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  captchas: CaptchasTable;
  verification_codes: VerificationCodesTable;
  login_links: LoginLinksTable;
  outbox: OutboxTable;
  wallets: WalletsTable;
  ledger: LedgerTable;
  betting_records: BettingRecordsTable;
  fairness_seeds: FairnessSeedsTable;
  game_sessions: GameSessionsTable;
  lottery_games: LotteryGamesTable;
  lottery_issues: LotteryIssuesTable;
  job_leases: JobLeasesTable;
  deposit_orders: DepositOrdersTable;
  payees: PayeesTable;
  withdrawals: WithdrawalsTable;
  withdrawal_days: WithdrawalDaysTable;
  withdrawal_proofs: WithdrawalProofsTable;
  money_transfers: MoneyTransfersTable;
  feedback: FeedbackTable;
  help_articles: HelpArticlesTable;
  announcements: AnnouncementsTable;
  promotions: PromotionsTable;
  promotion_activities: PromotionActivitiesTable;
  activity_images: ActivityImagesTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  support_canned_replies: SupportCannedRepliesTable;
  game_vendors: GameVendorsTable;
  game_classifications: GameClassificationsTable;
  games: GamesTable;
  catalogue_versions: CatalogueVersionsTable;
  pvp_rooms: PvpRoomsTable;
  game_favorites: GameFavoritesTable;
  recent_games: RecentGamesTable;
  launch_tickets: LaunchTicketsTable;
  open_games: OpenGamesTable;
  rewards: RewardsTable;
  platform_messages: PlatformMessagesTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  approvals: ApprovalsTable;
  audit_log: AuditLogTable;
  point_wallets: PointWalletsTable;
  point_ledger: PointLedgerTable;
  point_reward_stock: PointRewardStockTable;
  point_redeems: PointRedeemsTable;
  point_converts: PointConvertsTable;
  point_accrual_marks: PointAccrualMarksTable;
  missions: MissionsTable;
  mission_periods: MissionPeriodsTable;
  mission_results: MissionResultsTable;
  agent_tree: AgentTreeTable;
  agent_team_hours: AgentTeamHoursTable;
  agent_contracts: AgentContractsTable;
  agent_settlements: AgentSettlementsTable;
  authenticators: AuthenticatorsTable;
  recovery_codes: RecoveryCodesTable;
  login_tickets: LoginTicketsTable;
  known_devices: KnownDevicesTable;
  rg_limits: RgLimitsTable;
  rg_settings: RgSettingsTable;
  rg_exclusions: RgExclusionsTable;
  social_sign_in_states: SocialSignInStatesTable;
  social_identities: SocialIdentitiesTable;
  social_link_tickets: SocialLinkTicketsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}

export type StaffRow = Selectable<StaffTable>;
export type ApprovalRow = Selectable<ApprovalsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;

export type AgentContractRow = Selectable<AgentContractsTable>;
export type AgentSettlementRow = Selectable<AgentSettlementsTable>;

export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type AccountUpdate = Updateable<AccountsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AuthenticatorRow = Selectable<AuthenticatorsTable>;
export type LoginTicketRow = Selectable<LoginTicketsTable>;
export type PasskeyRow = Selectable<PasskeysTable>;
export type TenantRow = Selectable<TenantsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type BettingRecordRow = Selectable<BettingRecordsTable>;
export type FairnessSeedRow = Selectable<FairnessSeedsTable>;
export type GameSessionRow = Selectable<GameSessionsTable>;
export type LotteryGameRow = Selectable<LotteryGamesTable>;
export type LotteryIssueRow = Selectable<LotteryIssuesTable>;
export type GameRow = Selectable<GamesTable>;
export type NewGame = Insertable<GamesTable>;
export type GameVendorRow = Selectable<GameVendorsTable>;
export type OpenGameRow = Selectable<OpenGamesTable>;
export type DepositOrderRow = Selectable<DepositOrdersTable>;
export type PayeeRow = Selectable<PayeesTable>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type MoneyTransferRow = Selectable<MoneyTransfersTable>;
export type RewardRow = Selectable<RewardsTable>;
export type PointLedgerRow = Selectable<PointLedgerTable>;
export type PointRedeemRow = Selectable<PointRedeemsTable>;
export type PointConvertRow = Selectable<PointConvertsTable>;
export type PlatformMessageRow = Selectable<PlatformMessagesTable>;
export type PromotionRow = Selectable<PromotionsTable>;
export type PromotionActivityRow = Selectable<PromotionActivitiesTable>;
export type ActivityImageRow = Selectable<ActivityImagesTable>;
export type SupportConversationRow = Selectable<SupportConversationsTable>;
export type SupportMessageRow = Selectable<SupportMessagesTable>;
export type SupportCannedReplyRow = Selectable<SupportCannedRepliesTable>;
