// In-house games: the game session a launch ticket buys, the rounds (slot spin, dice roll), a
// round's fairness reveal, the seed rotation, the winner board, and the game page itself.
import type { EndpointName } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type EndpointContext } from '../../plugins/app/endpoint-route';
import type { GameSessionContext } from '../../services/games/inhouse-service';
import gamePage from './game-page';

/** The game session of a route registered with the gameSession flag (set before the handler runs). */
function gameSessionOf<N extends EndpointName>(context: EndpointContext<N>): GameSessionContext {
  if (!context.gameSession) throw new Error('an in-house round route without the gameSession flag');
  return context.gameSession;
}

export default async function inhouseRoutes(app: FastifyInstance) {
  const { inhouse, winnerBoard, config } = app.platform;
  const tags = ['inhouse games'];

  // A ticket is single use and expires in a minute; the login limit keeps guessing slow.
  registerEndpoint(
    app,
    'startInhouseSession',
    ({ tenant, repos, payload }) => inhouse.startSession(tenant, repos, payload),
    { rateLimit: config.rateLimits.login, tags },
  );
  registerEndpoint(
    app,
    'spinInhouseSlot',
    (context) =>
      inhouse.play(context.tenant, context.repos, gameSessionOf(context), { engine: 'slot', ...context.payload }),
    { tags, moneyCall: true },
  );
  registerEndpoint(
    app,
    'rollInhouseDice',
    (context) =>
      inhouse.play(context.tenant, context.repos, gameSessionOf(context), { engine: 'dice', ...context.payload }),
    { tags, moneyCall: true },
  );
  registerEndpoint(
    app,
    'getInhouseRound',
    (context) => inhouse.round(context.repos, gameSessionOf(context), context.payload.roundId),
    { tags },
  );
  registerEndpoint(
    app,
    'rotateInhouseSeed',
    (context) => inhouse.rotateSeed(context.repos, gameSessionOf(context), context.payload.clientSeed),
    { tags },
  );
  // A public board every home page reads: cached per tenant, with a rate limit of its own.
  registerEndpoint(app, 'getRankList', ({ repos, payload }) => winnerBoard.list(repos, payload.size), {
    tags: ['games'],
    rateLimit: config.rateLimits.boards,
  });

  await app.register(gamePage);
}
