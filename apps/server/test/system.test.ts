// The system calls, tenancy headers, module gating, security headers, docs and the outbox.
import { countriesValueSchema, envelopeSchema, flattenModuleTree, systemStatusValueSchema } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantRepositories } from '../src/repositories/index';
import { AURORA, devKeyHeader, ENGINES, LOTUS, readOutbox, startPlatform, type TestPlatform } from './helpers';

describe.each(ENGINES)('system calls (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  it('answers the boot call with the tenant configuration', async () => {
    const result = await platform.client(AURORA).call('getSystemStatus', { url: 'http://aurora.localhost:8080/' });
    expect(result.status).toBe(200);
    const value = systemStatusValueSchema.parse(result.body.value);
    expect(value).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      location: { ip: '127.0.0.1', country: 'VN' },
    });
    const flags = flattenModuleTree(value.info.whitelabel);
    expect(flags).toMatchObject({ COMM3: true, REG3: true, MOBILENUMREG3: true, FREEPLAY3: false });
    expect(value.info.register.username).toMatchObject({ enabled: true, patternId: 1, minLength: 6, maxLength: 12 });
    expect(value.info.customerService.email).toBe('support@aurora-gaming.example');
    expect(value.info.domainRoute).toEqual([
      { domain: 'aurora.localhost', type: 'portal', primary: true },
      { domain: 'localhost', type: 'portal', primary: false },
      { domain: '127.0.0.1', type: 'portal', primary: false },
    ]);
    expect(value.info.resources.length).toBeGreaterThan(0);
  });

  it('answers each tenant with its own configuration', async () => {
    const lotus = await platform.client(LOTUS).call('getWhitelabel', {});
    expect(flattenModuleTree(lotus.body.value!)).toMatchObject({ FREEPLAY3: true, MOBILENUMREG3: false });
    expect((await platform.client(LOTUS).call('getCountries', {})).body.value![0]).toMatchObject({
      countryCode: expect.any(String),
    });
    const aurora = await platform.client(AURORA).call('getCountries', {});
    expect(countriesValueSchema.parse(aurora.body.value)).toContainEqual({
      countryCode: 'VN',
      countryDialingCode: '+84',
    });
  });

  const maintenance = (payload: Record<string, unknown>) =>
    platform.app.inject({ method: 'PUT', url: '/dev/maintenance', headers: devKeyHeader(platform.app), payload });

  it('reports maintenance and its announced end in the boot call, through the development switch', async () => {
    const end = Date.UTC(2026, 5, 1, 18);
    const on = await maintenance({ merchant: LOTUS, on: true, endTime: end });
    expect(on.statusCode).toBe(200);
    expect((await platform.client(LOTUS).call('getSystemStatus', {})).body.value).toMatchObject({
      maintenance: true,
      maintenanceEndTime: end,
    });
    // The other tenant is untouched.
    expect((await platform.client(AURORA).call('getSystemStatus', {})).body.value).toMatchObject({
      maintenance: false,
      maintenanceEndTime: null,
    });
    await maintenance({ merchant: LOTUS, on: false });
    expect((await platform.client(LOTUS).call('getSystemStatus', {})).body.value).toMatchObject({
      maintenance: false,
      maintenanceEndTime: null,
    });
  });

  it('refuses the maintenance switch for an unknown merchant or a malformed body', async () => {
    expect((await maintenance({ merchant: 'NOPE', on: true })).statusCode).toBe(404);
    expect((await maintenance({ merchant: LOTUS, on: 'yes' })).statusCode).toBe(400);
  });

  it('ignores a country header from a client that is not behind a trusted proxy', async () => {
    const value = (await platform.client(AURORA).call('getSystemStatus', {}, { headers: { 'cf-ipcountry': 'US' } }))
      .body.value!;
    expect(value).toMatchObject({ regionRestriction: false, location: { country: 'VN' } });
  });

  it('serves the registration settings, the domain route and the payload key', async () => {
    const client = platform.client();
    const settings = await client.call('getRegisterSettings', {});
    expect(Object.keys(settings.body.value!)).toHaveLength(16);
    // tenant.json `domains`, the primary first: what the portal's speed test measures.
    const domains = (await client.call('getDomainRoute', {})).body.value!;
    expect(domains.map(({ domain, primary }) => [domain, primary])).toEqual([
      ['aurora.localhost', true],
      ['localhost', false],
      ['127.0.0.1', false],
    ]);
    const lotus = (await platform.client(LOTUS).call('getDomainRoute', {})).body.value!;
    expect(lotus.map(({ domain }) => domain)).toEqual(['lotus.localhost', 'localhost', '127.0.0.1']);
    const key = await client.call('getPayloadKey', {});
    expect(key.body.value!.keyId).toBe(platform.app.platform.secrets.payloadKey.keyId);
    expect(Buffer.from(key.body.value!.publicKey, 'base64').length).toBeGreaterThan(290);
  });

  it('answers help-centre articles in the request language, falling back to the tenant default', async () => {
    const vi = await platform.client(AURORA, 'VI').call('getHelpCenter', {});
    const terms = vi.body.value!.articles.find((a) => a.id === 'terms');
    expect(terms!.title).toBe('Điều khoản và điều kiện');
    const th = await platform.client(AURORA, 'TH').call('getHelpCenter', {});
    expect(th.body.value!.articles.find((a) => a.id === 'terms')!.title).toBe('Terms and conditions');
    const category = await platform.client(AURORA).call('getHelpCenter', { category: 'terms' });
    expect(category.body.value!.articles.every((a) => a.category === 'terms')).toBe(true);
  });

  it('never answers a help article with a script, however its row was written', async () => {
    const repos = tenantRepositories(platform.app.platform.db, AURORA);
    // A row written around the seed and the staff API (raw, unsanitised) is still cleaned on the way out.
    await repos.content.upsertHelpArticle(
      {
        id: 'raw-script-article',
        category: 'faq',
        title: { EN: 'Raw' },
        content: {
          EN: '<p>Kept</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
        },
      },
      99,
    );
    const answer = await platform.client(AURORA, 'EN').call('getHelpCenter', {});
    const raw = answer.body.value!.articles.find((a) => a.id === 'raw-script-article')!;
    expect(raw.content).toContain('<p>Kept</p>');
    expect(JSON.stringify(answer.body)).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('stores feedback from visitors and members', async () => {
    const client = platform.client();
    const visitor = await client.call('sendFeedback', {
      type: 'suggestion',
      content: 'More fishing games please',
      contact: 'me@example.com',
    });
    expect(visitor.status).toBe(200);
    expect(visitor.body.value!.id).toBeGreaterThan(0);
    const token = await client.login('member01');
    await client.call('sendFeedback', { type: 'bug', content: 'The balance blinks' }, { token });
    const rows = await platform.app.platform.db
      .selectFrom('feedback')
      .selectAll()
      .where('merchant_code', '=', AURORA)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.type, r.account_id !== null])).toEqual([
      ['suggestion', false],
      ['bug', true],
    ]);
  });

  it('answers a captcha as a base64 PNG and sets an httpOnly cookie', async () => {
    const result = await platform.client().call('getCaptcha', {});
    const png = Buffer.from(result.body.value!, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(40);
    expect(String(result.headers['set-cookie'])).toMatch(
      /^portal_captcha=[\w-]+; Max-Age=300; Path=\/wps; HttpOnly; SameSite=Strict$/,
    );
    expect(result.headers['cache-control']).toBe('no-store');
  });

  it('refuses a missing, malformed, unknown or duplicated Merchant header with 400 merchant_unknown', async () => {
    const url = '/wps/system/status';
    for (const headers of [{}, { merchant: 'aur' }, { merchant: 'NOPE' }, { merchant: 'X'.repeat(40) }]) {
      const response = await platform.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'merchant_unknown' });
    }
    const duplicated = await platform.app.inject({ method: 'GET', url, headers: { merchant: ['AUR', 'AUR'] } });
    expect(duplicated.statusCode).toBe(400);
    expect(duplicated.json().errorCode).toBe('merchant_unknown');
    expect((await platform.app.inject({ method: 'GET', url, headers: { merchant: 'AUR' } })).statusCode).toBe(200);
  });

  it('refuses a call whose module is off with 400 function.not.available (#543)', async () => {
    await platform.app.platform.tenants.setModules(AURORA, { FEEDBACK3: false });
    const result = await platform.client().call('sendFeedback', { type: 'other', content: 'hello' });
    expect(result.status).toBe(400);
    expect(result.body.errorCode).toBe('function.not.available');
    expect(result.body.message).toMatch(/^#543 /);
    await platform.app.platform.tenants.setModules(AURORA, { FEEDBACK3: true });
  });

  it('answers unknown API paths and methods with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/wps/nothing/here'],
      ['POST', '/wps/nothing'],
      ['GET', '/wps/session/login'],
      ['PATCH', '/wps/member/info'],
      ['GET', '/lgw/x'],
    ] as const) {
      const response = await platform.app.inject({ method, url, headers: { merchant: AURORA } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    }
  });

  it('sets security headers and echoes a request id', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/wps/system/country',
      headers: { merchant: AURORA, 'x-request-id': 'req-123' },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-request-id']).toBe('req-123');
    const generated = await platform.app.inject({
      method: 'GET',
      url: '/wps/system/country',
      headers: { merchant: AURORA, 'x-request-id': 'bad id <script>' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves OpenAPI generated from the contracts at /docs in development', async () => {
    const spec = (await platform.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/wps/session/login',
        '/wps/member/register',
        '/wps/system/status',
        '/wps/v2/wallets/balance',
      ]),
    );
    expect(
      spec.paths['/wps/session/login'].post.requestBody.content['application/json'].schema.properties.type.enum,
    ).toEqual(['username', 'sms']);
    expect((await platform.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });

  it('lists the outbox newest first, filtered by merchant and recipient', async () => {
    await platform.client(LOTUS).call('getCaptcha', {});
    await platform.client(AURORA).call('getCaptcha', {});
    const all = await readOutbox(platform.app);
    expect(all[0]!.createdAt).toBeGreaterThanOrEqual(all[all.length - 1]!.createdAt);
    expect(all[0]!.id).toBeGreaterThan(all[1]!.id);
    const lotus = await readOutbox(platform.app, { merchant: LOTUS });
    expect(lotus.length).toBeGreaterThan(0);
    expect(lotus.every((m) => m.merchantCode === LOTUS)).toBe(true);
    const one = await readOutbox(platform.app, { recipient: lotus[0]!.recipient });
    expect(one).toHaveLength(1);
  });

  it('validates answers against the contract: a broken answer is our fault, a 500 envelope', async () => {
    const probe = await startPlatform({
      engine,
      beforeReady: (app) => {
        app
          .withTypeProvider<ZodTypeProvider>()
          .get(
            '/wps/broken',
            { schema: { response: { 200: envelopeSchema(countriesValueSchema) } } },
            async () => ({ success: true, value: [{ countryCode: 'not a code' }] }) as never,
          );
      },
    });
    try {
      const response = await probe.app.inject({ method: 'GET', url: '/wps/broken' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ success: false, value: null, errorCode: 'internal_error' });
    } finally {
      await probe.close();
    }
  });
});

describe.each(ENGINES)('region restriction behind a trusted proxy (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine, config: { trustProxy: ['127.0.0.1'] } });
  });
  afterAll(() => platform?.close());

  it('restricts visitors whose country, as the proxy reports it, the tenant blocks', async () => {
    const blocked = (await platform.client(AURORA).call('getSystemStatus', {}, { headers: { 'cf-ipcountry': 'us' } }))
      .body.value!;
    expect(blocked).toMatchObject({ regionRestriction: true, location: { country: 'US' } });
    const allowed = (await platform.client(AURORA).call('getSystemStatus', {}, { headers: { 'cf-ipcountry': 'ID' } }))
      .body.value!;
    expect(allowed).toMatchObject({ regionRestriction: false, location: { country: 'ID' } });
  });

  it('falls back to the tenant default country when the proxy reports none or garbage', async () => {
    const value = (await platform.client(LOTUS).call('getSystemStatus', {}, { headers: { 'cf-ipcountry': 'XX1' } }))
      .body.value!;
    expect(value).toMatchObject({ regionRestriction: false, location: { country: 'TH' } });
  });
});
