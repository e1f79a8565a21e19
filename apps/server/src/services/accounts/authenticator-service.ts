// The authenticator app (BINDGA3): TOTP by RFC 6238 through `otpauth` — SHA-1, 6 digits, 30-second
// steps, a code of the step before or after accepted too (clock drift). The secret (20 random bytes)
// is sealed at rest under a key derived from SEED_KEY (lib/sealed-secret.ts); the binding is in
// force only once a current code confirmed it, and then answers ten single-use recovery codes, once
// (stored as keyed hashes). A code is accepted once: its time step must be later than the last
// accepted one (replay refused, also between parallel requests: one conditional update). Unbinding
// takes a current code or a recovery code (checked first) and the login password.
import type {
  AuthenticatorBindingValue,
  AuthenticatorStatusValue,
  RecoveryCodesValue,
  UnbindAuthenticatorRequest,
} from '@portal/contracts';
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { verifyPassword } from '../../lib/passwords';
import type { SecretSealer } from '../../lib/sealed-secret';
import { keyedHash } from '../../lib/tokens';
import type { TenantRepositories } from '../../repositories/index';
import type { Tenant } from '../platform/tenant-service';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totp(secret: Secret, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    secret,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** `abcde-fgh23`: ten characters without look-alikes. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

function normaliseRecoveryCode(code: string): string {
  return code.trim().toLowerCase().replace(/[\s-]/g, '');
}

export class AuthenticatorService {
  constructor(
    private readonly clock: Clock,
    private readonly pepper: string,
    private readonly sealer: SecretSealer,
  ) {}

  /** The sealed box's binding: a box copied onto another account's row does not open. */
  private binding(repos: TenantRepositories, accountId: number): string {
    return `${repos.merchantCode}:${accountId}`;
  }

  private recoveryHash(repos: TenantRepositories, accountId: number, code: string): string {
    return keyedHash(this.pepper, `recovery:${this.binding(repos, accountId)}:${normaliseRecoveryCode(code)}`);
  }

  async status(repos: TenantRepositories, account: AccountRow): Promise<AuthenticatorStatusValue> {
    const row = await repos.authenticators.find(account.id);
    const bound = row?.confirmed_at != null;
    return {
      bound,
      boundAt: bound ? row!.confirmed_at : null,
      recoveryCodesLeft: bound ? await repos.recoveryCodes.unusedCount(account.id) : 0,
    };
  }

  async isBound(repos: TenantRepositories, accountId: number): Promise<boolean> {
    return (await repos.authenticators.find(accountId))?.confirmed_at != null;
  }

  /** A new secret waiting for its first code (replacing an unconfirmed one). */
  async startBinding(
    tenant: Tenant,
    repos: TenantRepositories,
    account: AccountRow,
  ): Promise<AuthenticatorBindingValue> {
    const secret = new Secret({ size: 20 });
    const stored = await repos.authenticators.putPending(
      account.id,
      this.sealer.seal(secret.base32, this.binding(repos, account.id)),
      this.clock.now(),
    );
    if (!stored) throw new AppError('authenticator_already_bound');
    const issuer = tenant.brandName;
    return {
      secret: secret.base32,
      uri: totp(secret, issuer, account.username).toString(),
      issuer,
      accountName: account.username,
    };
  }

  /** Puts the pending binding in force with a current code; answers the recovery codes, once. */
  async confirmBinding(repos: TenantRepositories, account: AccountRow, code: string): Promise<RecoveryCodesValue> {
    const row = await repos.authenticators.find(account.id);
    if (!row) throw new AppError('authenticator_not_bound');
    if (row.confirmed_at !== null) throw new AppError('authenticator_already_bound');
    const step = this.matchingStep(repos, account.id, row.secret_box, code);
    const now = this.clock.now();
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repos.transaction(async (trx) => {
      if (step === null || !(await trx.authenticators.acceptStep(account.id, step, now, true)))
        throw new AppError('second_factor_code_invalid');
      await trx.recoveryCodes.replace(
        account.id,
        recoveryCodes.map((c) => this.recoveryHash(repos, account.id, c)),
        now,
      );
    });
    return { recoveryCodes };
  }

  /** Whether `code` is the bound authenticator's current code, not used before; uses it up. */
  async useCode(repos: TenantRepositories, accountId: number, code: string): Promise<boolean> {
    const row = await repos.authenticators.find(accountId);
    if (!row || row.confirmed_at === null) return false;
    const step = this.matchingStep(repos, accountId, row.secret_box, code);
    return step !== null && repos.authenticators.acceptStep(accountId, step, this.clock.now(), false);
  }

  /** Whether `code` is one of the account's unused recovery codes; uses it up. */
  useRecoveryCode(repos: TenantRepositories, accountId: number, code: string): Promise<boolean> {
    return repos.recoveryCodes.consume(accountId, this.recoveryHash(repos, accountId, code), this.clock.now());
  }

  async unbind(repos: TenantRepositories, account: AccountRow, payload: UnbindAuthenticatorRequest): Promise<void> {
    if (!(await this.isBound(repos, account.id))) throw new AppError('authenticator_not_bound');
    // The code first: a stolen session without the app learns nothing about the password here.
    const accepted =
      payload.method === 'authenticator'
        ? await this.useCode(repos, account.id, payload.code)
        : await this.useRecoveryCode(repos, account.id, payload.code);
    if (!accepted) throw new AppError('second_factor_code_invalid');
    if (!(await verifyPassword(account.password_hash, payload.password))) throw new AppError('password_wrong');
    await repos.transaction(async (trx) => {
      await trx.recoveryCodes.replace(account.id, [], this.clock.now());
      await trx.authenticators.remove(account.id);
    });
  }

  /**
   * Staff's reset of a lost authenticator (operator decision `authenticator.reset`, in the caller's
   * transaction): binding and recovery codes removed, every session ended. authenticator_not_bound
   * when there is nothing to reset. The number of sessions ended.
   */
  async resetByStaff(trx: TenantRepositories, accountId: number): Promise<number> {
    if (!(await this.isBound(trx, accountId))) throw new AppError('authenticator_not_bound');
    const now = this.clock.now();
    await trx.recoveryCodes.replace(accountId, [], now);
    await trx.authenticators.remove(accountId);
    return trx.sessions.revokeAccount(accountId, 'authenticatorReset', now);
  }

  /**
   * A money call's check (a withdrawal): nothing when no authenticator is bound; otherwise the code
   * must be given and current.
   */
  async requireCode(repos: TenantRepositories, accountId: number, code: string | undefined): Promise<void> {
    if (!(await this.isBound(repos, accountId))) return;
    if (!code) throw new AppError('authenticator_code_required');
    if (!(await this.useCode(repos, accountId, code))) throw new AppError('second_factor_code_invalid');
  }

  /** The time step whose code `code` is (within the window), or null. */
  private matchingStep(repos: TenantRepositories, accountId: number, box: string, code: string): number | null {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return null;
    const secret = Secret.fromBase32(this.sealer.open(box, this.binding(repos, accountId)));
    const timestamp = this.clock.now();
    const delta = totp(secret).validate({ token, timestamp, window: TOTP_WINDOW });
    if (delta === null) return null;
    return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
  }
}
