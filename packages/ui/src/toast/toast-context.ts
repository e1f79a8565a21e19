// The toast context: what useToast() hands out (show, dismiss) and the shape of one toast.
import { createContext, useContext, type ReactNode } from 'react';
import type { ToastTone } from './toast.styles';

/** How long a toast stays before it dismisses itself, unless the caller asks otherwise. */
export const TOAST_DEFAULT_DURATION_MS = 5000;

export interface ToastOptions {
  message: ReactNode;
  title?: ReactNode;
  /** 'danger' toasts are announced at once (role=alert); the others politely (role=status). */
  tone?: ToastTone;
  /** Milliseconds before it goes away; 0 keeps it until closed. */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
