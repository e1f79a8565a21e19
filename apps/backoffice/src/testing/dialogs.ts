// A dialog found by role and name, after the kit's focus lock has had its deferred task (it moves
// focus a moment after the dialog renders, as the kit's own modal tests settle for): keys typed
// before that could land wherever focus then went.
import { act, screen } from '@testing-library/react';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

export async function openedDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name });
  await settle();
  return dialog;
}
