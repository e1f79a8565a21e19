// Masks personal data before it leaves the server (member info shows masked contacts).

/** `+84 ****5678`: the dialing code and the last four digits (of a national or an E.164 number). */
export function maskMobile(dialingCode: string | null, number: string | null): string | null {
  if (!number) return null;
  const dialingDigits = dialingCode?.replace(/\D/g, '') ?? '';
  if (number.startsWith('+'))
    number = number.slice(1).startsWith(dialingDigits) ? number.slice(1 + dialingDigits.length) : number.slice(1);
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

/** `ab***yz`: a username shown to other people (winner board, referral invitees) is never whole. */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
