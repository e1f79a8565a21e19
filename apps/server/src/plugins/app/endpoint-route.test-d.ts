// Type test, checked by `tsc --noEmit` (the typecheck script): a handler's `auth` and `account`
// follow the registry's token flag, so a token call needs no non-null assertion and a public call cannot
// forget that nobody may be signed in.
import type { FastifyInstance } from 'fastify';
import { expectTypeOf } from 'vitest';
import type { AccountRow } from '../../db/schema';
import type { AuthenticatedSession } from '../../services/accounts/session-service';
import { registerEndpoint, type EndpointContext } from './endpoint-route';

// Token calls (`token: true`): the session and its account, never null.
expectTypeOf<EndpointContext<'getBalance'>['auth']>().toEqualTypeOf<AuthenticatedSession>();
expectTypeOf<EndpointContext<'getBalance'>['account']>().toEqualTypeOf<AccountRow>();
expectTypeOf<EndpointContext<'placeLotteryBets'>['auth']>().toEqualTypeOf<AuthenticatedSession>();

// Public calls (`token: false`), in-house game calls included: nullable.
expectTypeOf<EndpointContext<'getGameList'>['auth']>().toEqualTypeOf<AuthenticatedSession | null>();
expectTypeOf<EndpointContext<'login'>['account']>().toEqualTypeOf<AccountRow | null>();
expectTypeOf<EndpointContext<'spinInhouseSlot'>['auth']>().toEqualTypeOf<AuthenticatedSession | null>();

/** Never called: the handlers below only have to compile (or fail to, where marked). */
export function handlerTypes(app: FastifyInstance): void {
  registerEndpoint(app, 'getMemberIcon', ({ auth, account }) => ({ icon: `${auth.account.id}/${account.id}` }));
  registerEndpoint(app, 'getSystemStatus', ({ auth }) => {
    // @ts-expect-error a public call's session may be null
    expectTypeOf(auth.account).toEqualTypeOf<AccountRow>();
    return null;
  });
}
