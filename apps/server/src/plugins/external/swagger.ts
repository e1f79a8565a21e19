// OpenAPI generated from the same zod schemas the routes validate with, served at /docs in demo
// and development only.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Portal platform API',
          description:
            'Every answer is the envelope { success, value, message, errorCode }. Requests carry Merchant, Language, Device and X-Gateway-Version headers; token calls carry `Authorization` with the raw session token (no `Bearer` prefix). Encrypted (E) calls send { value } with an Encryption header (see @portal/contracts README); the body schemas shown are the decrypted payloads.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'Authorization' },
            staffToken: { type: 'http', scheme: 'bearer', description: 'A staff token from POST /ops/session' },
          },
        },
      },
      transform: jsonSchemaTransform,
      hideUntagged: true,
    });
    // Helmet's CSP (script-src 'self') covers the UI; swagger-ui's own static CSP would add
    // upgrade-insecure-requests, which breaks plain-http development.
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: false });
  },
  { name: 'swagger' },
);
