// The captcha step every SMS send has (SmsCaptchaDialog): find the dialog, check focus went into its
// input, type the answer and send.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

export const SMS_CAPTCHA_TITLE = 'Security check';

export async function solveSmsCaptcha(user: ReturnType<typeof userEvent.setup>, answer = 'AB12'): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: SMS_CAPTCHA_TITLE });
  const input = within(dialog).getByRole('textbox', { name: /^Captcha/ });
  await waitFor(() => expect(input).toHaveFocus());
  await user.type(input, answer);
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
  return dialog;
}
