// FormAlert: a form's message. An error is announced at once (role=alert) and focused when it
// appears, so keyboard and screen-reader users land on what went wrong while the form keeps what
// was typed; a success or an information is a polite status (role=status).
import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';

export type FormAlertTone = 'danger' | 'success' | 'info';

export interface FormAlertProps {
  children: ReactNode;
  tone?: FormAlertTone;
  /** Move focus here when shown (default for errors). */
  focusOnShow?: boolean;
}

const Box = styled.div<{ $tone: FormAlertTone }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone }) => theme.color[$tone].emphasis};
  background: ${({ theme, $tone }) => theme.color[$tone].muted};
  color: ${({ theme, $tone }) => theme.color[$tone].fg};
  font-size: ${({ theme }) => theme.font.size.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export function FormAlert({ children, tone = 'danger', focusOnShow = tone === 'danger' }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [children, focusOnShow]);
  return (
    <Box ref={ref} role={tone === 'danger' ? 'alert' : 'status'} tabIndex={-1} $tone={tone}>
      {children}
    </Box>
  );
}
