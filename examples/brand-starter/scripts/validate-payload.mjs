// Plain Node (no bundler, no TypeScript) uses the published contracts: it validates a login request
// body the way the platform does before it answers. Pass the body as JSON, or get a sample:
//   node scripts/validate-payload.mjs '{"username":"member01","password":"demo1234","type":"username","loginDeviceId":"d1"}'
import { endpoints, loginRequestSchema } from '@portal/contracts';

const SAMPLE = { username: 'member01', password: 'demo1234', type: 'username', loginDeviceId: 'brand-starter' };
const body = process.argv[2] ? JSON.parse(process.argv[2]) : SAMPLE;
const result = loginRequestSchema.safeParse(body);
const { method, path } = endpoints.login;

if (result.success) {
  console.log(JSON.stringify({ valid: true, call: `${method} ${path}`, body: result.data }));
} else {
  console.log(
    JSON.stringify({
      valid: false,
      call: `${method} ${path}`,
      issues: result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`),
    }),
  );
  process.exitCode = 1;
}
