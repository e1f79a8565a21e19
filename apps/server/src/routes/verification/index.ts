// SMS code routes: for registration and for SMS login / reset by phone. Both need a solved
// captcha and answer the same whether or not the number has an account (see verification-service).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../plugins/app/endpoint-route';
import { tenantMobile } from '../../services/accounts/tenant-mobile';
import { isModuleOn } from '../../services/platform/tenant-service';
import { requestMeta } from '../shared';

export default async function verificationRoutes(app: FastifyInstance) {
  const { verification, config } = app.platform;
  const tags = ['verification'];

  registerEndpoint(
    app,
    'sendRegisterSms',
    async ({ tenant, repos, payload, request }) => {
      if (!isModuleOn(tenant, 'MOBILENUMREG3') && !isModuleOn(tenant, 'REGMOBVERF3'))
        throw new AppError('function.not.available');
      const rule = tenant.registration.mobileNum;
      if (payload.mobileNo.length < rule.minLength || payload.mobileNo.length > rule.maxLength)
        throw new AppError('mobile_invalid');
      const mobile = tenantMobile(tenant, payload.countryDialingCode, payload.mobileNo);
      const registered = (await repos.accounts.findByMobile(mobile.e164)) !== undefined;
      // The owner of a registered number learns that someone tried; nobody else learns anything.
      const notice = `[${tenant.brandName}] Someone tried to register with this number. You already have an account: log in, or reset your password if you forgot it.`;
      return verification.sendSms(tenant, repos, {
        purpose: 'register',
        mobile,
        ...requestMeta(request),
        captcha: payload.captcha,
        delivery: registered ? { kind: 'notice', text: notice } : { kind: 'code' },
      });
    },
    { rateLimit: config.rateLimits.sms, tags },
  );

  registerEndpoint(
    app,
    'sendLoginSms',
    async ({ tenant, repos, payload, request }) => {
      const mobile = tenantMobile(tenant, payload.countryDialingCode, payload.mobileNum);
      const account = await repos.accounts.findByMobile(mobile.e164);
      return verification.sendSms(tenant, repos, {
        purpose: 'noLogin',
        mobile,
        ...requestMeta(request),
        captcha: payload.captcha,
        delivery: account?.status === 'active' ? { kind: 'code' } : { kind: 'none' },
      });
    },
    { rateLimit: config.rateLimits.sms, tags },
  );
}
