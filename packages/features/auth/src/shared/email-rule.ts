// The e-mail rule, apart from the other form rules (validation.ts): it checks with the contracts'
// e-mail schema, which brings zod and the contracts' member schemas, so only the forms that ask for
// an address load it (registration, recovery by e-mail), not every form (My account's password).
import { emailSchema } from '@portal/contracts';
import type { Rule } from './validation';

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/**
 * An e-mail address by the address grammar the platform checks whatever the tenant's own pattern
 * allows (no markup); empty passes (pair it with `required` or a setting for that).
 */
export function emailRule<V>(): Rule<V> {
  return (value) => {
    const typed = text(value).trim();
    return typed && !emailSchema.safeParse(typed).success ? { key: 'auth:validation.email' } : null;
  };
}
