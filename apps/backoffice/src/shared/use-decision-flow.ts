// The state of a queue page's decisions: which row a dialog is open for, the failure text shown in
// that dialog (it stays open, with what was typed), and the notice of the last decision done.
import { useState } from 'react';

export interface Notice {
  tone: 'success' | 'info';
  text: string;
}

export const doneNotice = (text: string): Notice => ({ tone: 'success', text });

/** `failureText`: the translated text of a failed call (errorText with the page's number format). */
export function useDecisionFlow<Pending>(failureText: (error: unknown) => string) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const open = (next: Pending) => {
    setActionError(null);
    setPending(next);
  };
  const close = () => {
    setPending(null);
    setActionError(null);
  };
  /** Runs a decision; on failure the dialog stays with the translated text. */
  const run = async (work: () => Promise<Notice>) => {
    try {
      setNotice(await work());
      close();
    } catch (error) {
      setActionError(failureText(error));
    }
  };
  return { pending, open, close, run, actionError, notice };
}
