// The password typed at login, kept only in this module's memory — never in Redux, storage or a
// cookie — so the forced change-password modal can send it as the old password without asking
// again. It is forgotten as soon as the change succeeds, the modal gives up, or the session ends.
let known: string | null = null;

export function rememberLoginPassword(password: string): void {
  known = password;
}

export function knownLoginPassword(): string | null {
  return known;
}

export function forgetLoginPassword(): void {
  known = null;
}
