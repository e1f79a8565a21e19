// Stable machine error codes and the HTTP status each travels with. The first group is the
// operator platform's own (wire notes); the rest cover the spec's error catalogue (§8). Clients
// branch on `errorCode`, never on the message text.
export const ERROR_CODES = {
  // --- the platform's codes (wire notes) ---
  /** The session is over (no token, expired, logged out). */
  'login.not.session': 401,
  /** A newer login of the same account ended this session (one session per account). */
  duplicateLogin: 401,
  /** The token was issued to another IP address. */
  token_ip_different: 401,
  /** The token is unknown or its account no longer exists. */
  'user.or.token.invalid': 401,
  /** The module behind the call is off for this merchant (#543). */
  'function.not.available': 400,
  /** A request field is missing, unknown, of the wrong type or out of bounds. */
  request_param_err: 400,
  /** The body is missing, malformed, or an encrypted body could not be read. */
  request_body_required: 400,
  /** Throttled: too many requests; the value's `retryAfterSeconds` says when to try again. */
  TOO_MANY_REQUESTS: 429,
  /** A second check is needed for a new device or IP address. */
  login_verify_required: 403,

  // --- tenancy ---
  /** The `Merchant` header is missing, duplicated or names no tenant. */
  merchant_unknown: 400,

  // --- login, registration, recovery (spec §8) ---
  /** Wrong username or password (or SMS code at an SMS login). */
  login_failed: 400,
  /** A captcha is required (the value says `{ captcha: true }`) or the answer was wrong / expired. */
  captcha_error: 400,
  /** The account type may not use this side of the platform (e.g. a trial account in the member centre). */
  account_type_refused: 403,
  /** The account is locked or disabled. */
  account_disabled: 403,
  /** Too many failed logins: the account's logins wait `retryAfterSeconds` (the member is notified). */
  login_locked: 429,
  /** Too many wrong old passwords at a password change: the session is ended. */
  password_attempts_exceeded: 401,
  /** A login link's code is unknown, used or expired. */
  login_link_invalid: 400,
  /** The affiliate / invitation code is invalid. */
  invitation_code_error: 400,
  /** The username is taken in this tenant. */
  username_exists: 409,
  /** The mobile number is taken in this tenant. */
  mobile_exists: 409,
  /** A registration field breaks the tenant's rule (the value names field, patternId, min, max). */
  field_invalid: 400,
  /** The new password breaks the password rule. */
  password_rule: 400,
  /** Password and confirmation differ ("inconsistent twice"). */
  password_inconsistent: 400,
  /** The old password is wrong. */
  old_password_error: 400,
  /** The new password equals the old one. */
  password_same: 400,
  /** Username / e-mail (or mobile number) does not exist. */
  account_not_found: 404,
  /** The SMS or e-mail verification code is wrong. */
  verification_code_invalid: 400,
  /** The code has expired or was used (send again). */
  verification_code_expired: 400,
  /** Too many wrong tries: the code is void, request a new one. */
  verification_code_locked: 400,
  /** The mobile number is not valid. */
  mobile_invalid: 400,
  /** The message provider refused or failed (quota, gateway). */
  sms_send_failed: 503,

  // --- games lobby and launch (spec §8) ---
  /** The node id names no game of this tenant (or not of the vendor named with it). */
  game_not_found: 404,
  /** The vendor (vassalage) code names no vendor of this tenant. */
  vendor_not_found: 404,
  /** The game is under maintenance; the value is `{ content: { data: { maintainTime, endTime } } }` (epoch ms). */
  game_maintenance: 409,
  /** #734: a previous game is still open; the value is `{ openGame: { nodeId, gameName, vassalage, openedAt } }`. Close it with closeGame. */
  game_already_open: 409,
  /** A launch ticket is unknown, expired or already used. */
  launch_ticket_invalid: 403,

  // --- in-house games ---
  /** The balance does not cover the bet; nothing was debited. */
  insufficient_balance: 400,
  /** The game does not take this bet (below its minimum, above its maximum, or a target it does not offer); the value names min and max. */
  bet_out_of_range: 400,
  /** The round id was already used with another bet or game: a new round needs a new id. */
  round_id_conflict: 409,
  /** The game session (Game-Session header) is unknown or expired: launch the game again. */
  game_session_expired: 401,

  // --- lottery ---
  /** No lottery game of this tenant has this game code. */
  lottery_game_not_found: 404,
  /** No issue (draw) of this game has this number. */
  lottery_issue_not_found: 404,
  /** Betting on this issue has closed (or it is not open yet); the value names the current issue. */
  lottery_issue_closed: 409,
  /** The game has no such play type; the value lists the ones it has. */
  lottery_play_type_unknown: 400,
  /** The selection is not one the play type takes (numbers out of range, a wrong length…). */
  lottery_selection_invalid: 400,
  /** The request id was already used for other bets: new bets need a new request id. */
  lottery_request_conflict: 409,

  // --- wallet, payments and transfers ---
  /** The amount is below the minimum of the method or call; the value names `min`. */
  amount_below_minimum: 400,
  /** The amount is above the maximum of the method or call; the value names `max`. */
  amount_above_maximum: 400,
  /** Today's withdrawal limit would be exceeded; the value names `limit` and `remaining`. */
  daily_limit_exceeded: 400,
  /** The payment (or login) password confirming a money call is wrong. */
  payment_password_error: 400,
  /** The tenant confirms withdrawals with a payment password and none is set yet. */
  payment_password_not_set: 400,
  /** No payee of this member has that id (bind one first). */
  payee_not_found: 404,
  /** A payee of this kind is already bound: changing it is the operator's. */
  payee_already_bound: 409,
  /** The deposit method is not one of the tenant's. */
  payment_method_unknown: 400,
  /** No order or withdrawal of this member has that number. */
  money_order_not_found: 404,
  /** The withdrawal is not in a state that allows this (e.g. confirming one not paid yet). */
  withdrawal_state_invalid: 409,
  /** The proof image is not a png or jpg by its content, or is larger than 5 MB; the value names `reason`. */
  proof_image_invalid: 400,
  /** A withdrawal already has three proof images. */
  proof_image_limit: 400,
  /** The transfer's other side is not the member's upline or one of its downlines (or is itself). */
  transfer_target_invalid: 400,
  /** The wallet is not one of the tenant's, or both sides of a transfer are the same wallet. */
  wallet_not_found: 404,
  /** The request id was already used for another request: a new request needs a new id. */
  request_id_conflict: 409,
  /** The reward is not available (claimed, expired or not the member's). */
  reward_unavailable: 409,

  // --- points mall ---
  /** The member's points do not cover the redeem or conversion; nothing changed. */
  insufficient_points: 400,
  /** No reward of this tenant's points mall has that id. */
  point_reward_not_found: 404,
  /** Fewer of the reward are left than asked for; the value names `available`. */
  point_reward_out_of_stock: 409,
  /** The member's valid bet so far is below the reward's amount requirement; the value names `required`. */
  point_requirement_unmet: 400,
  /** No redeem of this tenant has that number. */
  point_redeem_not_found: 404,
  /** The redeem was already decided (only one in process is approved or rejected). */
  point_redeem_state_invalid: 409,

  // --- help centre and feedback ---
  /** Feedback's content has fewer or more words than the tenant allows; the value names `min`, `max` and `words`. */
  feedback_word_count: 400,

  // --- the operator's staff (`/ops/*`) ---
  /** The staff member's roles do not include the one this call needs; the value names `roles`. */
  staff_role_required: 403,
  /** A staff username is taken in this tenant. */
  staff_exists: 409,
  /** No staff member of this tenant has that id. */
  staff_not_found: 404,
  /** The change would leave the tenant without an active admin. */
  staff_last_admin: 409,
  /** The reward is above the tenant's ceiling; the value names `ceiling`. */
  reward_ceiling_exceeded: 400,
  /** No approval of this tenant has that id. */
  approval_not_found: 404,
  /** The approval was already decided, or its decision cannot be carried out any more. */
  approval_state_invalid: 409,
  /** The staff member who asked cannot approve their own request: a second one must. */
  approval_needs_second_staff: 403,

  // --- promotions and activities ---
  /** No promotion of the brand has that id. */
  promotion_not_found: 404,
  /** The promotion has not started or has ended: nothing can be done with it now. */
  promotion_not_open: 409,
  /** The call does not fit the promotion's kind (joining an apply promotion, claiming a non-raffle…). */
  promotion_kind_mismatch: 400,
  /** The member already joined or applied (an application waits, was issued or rejected). */
  activity_already_done: 409,
  /** The raffle's turnover is not reached yet: the value names `progress` and `turnover`. */
  raffle_not_eligible: 409,
  /** An image id is not one of the member's unused uploads for this promotion. */
  activity_image_unknown: 400,
  /** Three images are already waiting for this application. */
  activity_image_limit: 400,
  // --- the content role's announcements, help articles and reward stock (`/ops/content/*`) ---
  /** A title or content is missing for a language of the brand, or given for one it lacks; the value names `languages`. */
  content_languages_mismatch: 400,
  /** Nothing is left of a content's HTML once sanitised (it held only markup that is removed). */
  content_html_empty: 400,
  /** No announcement or help article of this tenant has that id (or it was withdrawn). */
  content_not_found: 404,
  /** A new promotion's or mission's id is already the brand's (also a withdrawn one's). */
  content_id_taken: 409,
  /** A promotion's kind cannot change once members have activities of it. */
  promotion_kind_locked: 409,
  /** Members still wait on the promotion (joined or applying): end it or decide them first. */
  promotion_activities_open: 409,
  /** The stock would be below what is already redeemed or in process; the value names `redeemed`. */
  point_reward_stock_below_redeemed: 409,

  // --- agent centre (issue 23) ---
  /** A contract rate outside 0–100 % or with more than two decimals; nothing changed. */
  contract_rate_invalid: 400,
  /** The rate is above the offering upline's own rate of that kind (a downline's never exceeds it); the value names `ceilingRate`. */
  contract_rate_above_upline: 400,
  /** The member named is not in the agent's team (an offer: not a direct downline that is an agent). */
  agent_target_outside_team: 403,
  /** Accepting would end contracts of the team with a higher rate: the value names the `downlines`; send again with `confirm: true`. */
  contract_downline_conflict: 409,
  /** No contract of this kind that the member may act on has that id. */
  contract_not_found: 404,
  /** The contract is not in a state that allows the action (accept an active one, terminate a rejected one…). */
  contract_state_invalid: 409,

  // --- customer service and live chat (issue 24) ---
  /** A free-play (type 4) account cannot chat: it is asked to register a real account (in_please_information). */
  chat_needs_real_account: 403,
  /** No conversation or message of the brand the caller may see has that id. */
  chat_not_found: 404,
  /** An image message is not a png or jpg by its content, is empty, or is over the size limit. */
  chat_image_invalid: 400,
  /** The conversation is closed: the member's next message opens a new one; staff cannot answer it. */
  chat_conversation_closed: 409,
  /** Another support agent has claimed the conversation (claim, answer): the value names `claimedBy`. */
  chat_claimed_by_other: 409,
  /** A member's messages come faster than the flood limit; the value's `retryAfterSeconds` says when. */
  chat_flood: 429,

  // --- general ---
  not_found: 404,
  request_too_large: 413,
  /** The request's headers are larger than the server reads (answered before any route runs). */
  request_headers_too_large: 431,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  maintenance: 503,
  /**
   * A fault of ours cut the call (the database restarting, unreachable or busy): nothing it was to
   * change was kept, or the first result is kept under its request id / round id. Send the same call
   * again, with the same id, after the `Retry-After` header's seconds (also the value's `retryAfterSeconds`).
   */
  service_unavailable: 503,
  internal_error: 500,

  // --- the second factor and active sessions (second-factor.ts) ---
  /** The authenticator's code, the recovery code or the device code is wrong, or was used already. */
  second_factor_code_invalid: 400,
  /** The login ticket is unknown, used, expired, or out of tries: log in again. */
  login_ticket_invalid: 400,
  /** An authenticator is bound: this call needs its current code (a withdrawal's `authenticatorCode`). */
  authenticator_code_required: 400,
  /** An authenticator is already bound (unbind it first). */
  authenticator_already_bound: 409,
  /** No authenticator is bound, or no binding waits for its first code. */
  authenticator_not_bound: 409,
  /** The login password confirming this change is wrong. */
  password_wrong: 400,
  /** No other session of this member has that id (or it has ended). */
  session_not_found: 404,
  // --- passkeys (passkeys.ts) ---
  /** The passkey's answer does not check out: wrong or used challenge, another site, a bad signature, or a counter that went backwards. */
  passkey_invalid: 400,
  /** No passkey of this brand has that credential (never registered here, or removed). */
  passkey_not_recognised: 400,
  /** This passkey is registered already. */
  passkey_already_registered: 409,
  /** The member has as many passkeys as a member may keep (ten): remove one first. */
  passkey_limit_reached: 409,
  /** The member has no passkey with that id. */
  passkey_not_found: 404,
  /** The page's address is not one of the brand's domains: passkeys cannot be used there. */
  passkey_host_refused: 400,
  // --- responsible gaming (responsible-gaming.ts) ---
  /** A deposit over what the member's deposit limit leaves this period (the value: `remaining`, `period`, `currency`). */
  rg_deposit_limit: 403,
  /** A bet that would take the period's loss past the member's loss limit (the value: `remaining`, `period`, `currency`). */
  rg_loss_limit: 403,
  /** The member is taking a time-out: no deposit, bet, launch or login until `until` (epoch ms). */
  rg_timed_out: 403,
  /** The member (or the same verified identity on another brand) is self-excluded until `until` (epoch ms). */
  rg_self_excluded: 403,
  /** A time-out or self-exclusion is already running (the value's `until`): it cannot be shortened or restarted. */
  rg_already_restricted: 409,
  /** The password re-entered to confirm a self-exclusion is wrong. */
  rg_password_wrong: 400,
  // --- social sign-in (social-sign-in.ts) ---
  /** No such provider is configured for the tenant, or its module flag is off. */
  social_provider_not_configured: 400,
  /** The sign-in's state is unknown, tampered, used already, expired, or of another tenant: start again. */
  social_state_invalid: 400,
  /** The provider's ID token was not issued for this sign-in (its nonce differs). */
  social_nonce_mismatch: 400,
  /** The member cancelled at the provider, or the provider refused or could not be reached (the value's `error`). */
  social_provider_error: 400,
  /** The provider's verified e-mail belongs to a member: confirm the password to link (the value: a `SocialLinkChallenge`). */
  social_link_required: 403,
  /** The link ticket is unknown, used, expired, or out of tries: sign in with the provider again. */
  social_link_invalid: 400,

  // --- the third-party SMS route (issue 25) ---
  /** The phone-verification provider's ID token at registration is not valid (signature, issuer, audience, expiry or another number). */
  phone_token_invalid: 400,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The HTTP status an error code travels with. */
export function statusOfErrorCode(code: ErrorCode): number {
  return ERROR_CODES[code];
}

/** The codes that mean "the session is over": the client drops its token and asks for a login. */
export const SESSION_OVER_CODES: readonly ErrorCode[] = [
  'login.not.session',
  'duplicateLogin',
  'token_ip_different',
  'user.or.token.invalid',
  'password_attempts_exceeded',
];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
}
