// SMS code routes: for registration (the number must be free) and for SMS login / reset by
// phone (the number must belong to an account).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { registerEndpoint } from '../../plugins/app/endpoint-route';
import { isModuleOn } from '../../services/tenant-service';
import { smsRecipient } from '../../services/verification-service';

export default async function verificationRoutes(app: FastifyInstance) {
  const { verification, config } = app.platform;
  const tags = ['verification'];

  registerEndpoint(app, 'sendRegisterSms', async ({ tenant, repos, payload }) => {
    if (!isModuleOn(tenant, 'MOBILENUMREG3') && !isModuleOn(tenant, 'REGMOBVERF3')) throw new AppError('function.not.available');
    if (!tenant.config.countries.some((c) => c.countryDialingCode.replace(/\D/g, '') === payload.countryDialingCode.replace(/\D/g, ''))) throw new AppError('mobile_invalid');
    const rule = tenant.registration.mobileNum;
    const length = payload.mobileNo.length;
    if (length < rule.minLength || length > rule.maxLength) throw new AppError('mobile_invalid');
    if (await repos.accounts.findByMobile(payload.mobileNo)) throw new AppError('mobile_exists');
    return verification.sendSms(tenant, repos, 'register', smsRecipient(payload.countryDialingCode, payload.mobileNo));
  }, { rateLimit: config.rateLimits.sms, tags });

  registerEndpoint(app, 'sendLoginSms', async ({ tenant, repos, payload }) => {
    const account = await repos.accounts.findByMobile(payload.mobileNum);
    const given = payload.countryDialingCode.replace(/\D/g, '');
    if (!account?.mobile_number || (account.mobile_dialing_code && account.mobile_dialing_code.replace(/\D/g, '') !== given)) throw new AppError('account_not_found');
    return verification.sendSms(tenant, repos, 'noLogin', smsRecipient(account.mobile_dialing_code ?? given, account.mobile_number));
  }, { rateLimit: config.rateLimits.sms, tags });
}
