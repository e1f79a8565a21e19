// Masks personal data before it leaves the server (member info shows masked contacts).

/** `+84 ****5678`: the dialing code and the last four digits. */
export function maskMobile(dialingCode: string | null, number: string | null): string | null {
  if (!number) return null;
  const tail = number.slice(-4);
  const prefix = dialingCode ? `${dialingCode.startsWith('+') ? dialingCode : `+${dialingCode}`} ` : '';
  return `${prefix}${'*'.repeat(Math.max(number.length - 4, 4))}${tail}`;
}

/** `m***@example.com`: the first character of the local part and the domain. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
