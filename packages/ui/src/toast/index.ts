export { ToastProvider, type ToastProviderProps } from './toast';
export { TOAST_DEFAULT_DURATION_MS, useToast, type ToastApi, type ToastOptions } from './toast-context';
export type { ToastTone } from './toast.styles';
