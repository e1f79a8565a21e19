// Mobile numbers as a tenant takes them: under one of its countries' dialing codes (its default
// country's when none is given), valid, in E.164. Everything that looks up, stores, throttles or
// sends to a number goes through here first.
import { AppError } from '../../lib/app-error';
import { normaliseMobile, type MobileNumber } from '../../lib/phone';
import type { Tenant } from '../platform/tenant-service';

export function defaultDialingCode(tenant: Tenant): string {
  const { countries, defaultCountryCode } = tenant.config;
  return (
    countries.find((c) => c.countryCode === defaultCountryCode)?.countryDialingCode ?? countries[0]!.countryDialingCode
  );
}

/** The number in E.164; `mobile_invalid` when the dialing code is not the tenant's or the number is not valid. */
export function tenantMobile(tenant: Tenant, dialingCode: string | undefined, number: string): MobileNumber {
  const given = (dialingCode || defaultDialingCode(tenant)).replace(/\D/g, '');
  if (!tenant.config.countries.some((c) => c.countryDialingCode.replace(/\D/g, '') === given))
    throw new AppError('mobile_invalid');
  const mobile = normaliseMobile(given, number.trim());
  if (!mobile) throw new AppError('mobile_invalid');
  return mobile;
}
