// ToastProvider: keeps the list of toasts, renders them in a portal in the page corner and
// dismisses each after its duration. Hovering or focusing a toast pauses its timer, so it cannot
// vanish while someone reads it or reaches for its close button.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import { IconButton } from '../icon-button';
import { TOAST_DEFAULT_DURATION_MS, ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import { ToastIcon, ToastItem, ToastMessage, ToastText, ToastTitle, Viewport, type ToastTone } from './toast.styles';

export interface ToastProviderProps {
  children: ReactNode;
  /** Accessible label of each toast's close button, e.g. "Dismiss". */
  closeLabel: string;
  /** Default time before a toast dismisses itself. */
  duration?: number;
}

interface ToastEntry extends Required<Pick<ToastOptions, 'tone' | 'duration'>> {
  id: string;
  message: ReactNode;
  title?: ReactNode;
}

const icons: Record<ToastTone, ReactNode> = {
  info: <InfoIcon />,
  success: <SuccessIcon />,
  warning: <WarningIcon />,
  danger: <DangerIcon />,
};

export function ToastProvider({ children, closeLabel, duration = TOAST_DEFAULT_DURATION_MS }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    ({ message, title, tone = 'info', duration: own }: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((list) => [...list, { id, message, title, tone, duration: own ?? duration }]);
      return id;
    },
    [duration],
  );
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document !== 'undefined' &&
        createPortal(
          <Viewport>
            {toasts.map((toast) => (
              <Toast key={toast.id} toast={toast} closeLabel={closeLabel} onDismiss={dismiss} />
            ))}
          </Viewport>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}

function Toast({
  toast,
  closeLabel,
  onDismiss,
}: {
  toast: ToastEntry;
  closeLabel: string;
  onDismiss: (id: string) => void;
}) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);

  useEffect(() => {
    if (paused || toast.duration <= 0) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id, toast.duration, onDismiss]);

  return (
    <ToastItem
      $tone={toast.tone}
      role={toast.tone === 'danger' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ToastIcon $tone={toast.tone} aria-hidden="true">
        {icons[toast.tone]}
      </ToastIcon>
      <ToastText>
        {toast.title && <ToastTitle>{toast.title}</ToastTitle>}
        <ToastMessage>{toast.message}</ToastMessage>
      </ToastText>
      <IconButton label={closeLabel} icon={<CloseIcon size="sm" />} size="sm" onClick={() => onDismiss(toast.id)} />
    </ToastItem>
  );
}
