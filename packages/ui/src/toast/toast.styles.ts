// Toast looks: a stack in the bottom corner above everything; each toast has a tone stripe.
import { styled, keyframes } from 'styled-components';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

export const Viewport = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;
`;

export const ToastItem = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-inline-start: 4px solid ${({ theme, $tone }) => theme.color[$tone].emphasis};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.default};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  pointer-events: auto;
  animation: ${slideIn} ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
`;

export const ToastIcon = styled.span<{ $tone: ToastTone }>`
  display: inline-flex;
  padding-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme, $tone }) => theme.color[$tone].fg};
`;

export const ToastText = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ToastTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const ToastMessage = styled.p`
  margin: 0;
`;
