// Modal: a dialog over the page, rendered in a portal on document.body. It is labelled by its
// title, closes on Escape and on a click outside the panel (the spec's generic modal), locks page
// scrolling while open, keeps keyboard focus inside (focus-trap) and gives focus back to where it
// was when it closes.
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { CloseIcon } from '../icons';
import { IconButton } from '../icon-button';
import { isTopModal, pushModal } from './modal-stack';
import { Body, Footer, Header, Overlay, Panel, Title, type ModalSize } from './modal.styles';
import { lockPageScroll } from './scroll-lock';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on a click outside the panel and on the close button. */
  onClose: () => void;
  /** The heading that names the dialog (aria-labelledby). */
  title: ReactNode;
  /** The accessible label of the close button, e.g. "Close". */
  closeLabel: string;
  children?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Save buttons. */
  footer?: ReactNode;
  size?: ModalSize;
  /** 'alertdialog' for a dialog that interrupts to ask for a decision (ConfirmDialog uses it). */
  role?: 'dialog' | 'alertdialog';
  /** Id of an element in the body that describes the dialog (aria-describedby). */
  describedBy?: string;
  /** Whether a click on the dimmed page closes the dialog; the spec's generic modal does. */
  closeOnOutsideClick?: boolean;
  /** Which element gets focus on open; by default the first focusable one in the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

export function Modal(props: ModalProps) {
  // Mount the dialog only while open, so focus trap, scroll lock and listeners exist only then.
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  closeLabel,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  describedBy,
  closeOnOutsideClick = true,
  initialFocusRef,
}: ModalProps) {
  const titleId = useId();
  const [token] = useState(() => Symbol('modal'));
  const pressStartedOnOverlay = useRef(false);
  // Where focus was when the dialog opened (read during the first render, before focus moves in),
  // to give it back on close (after the trap has gone, in the effect below).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Focus moves inside on opening: to `initialFocusRef`, else the close button (the dialog's first
  // control), unless a control inside took it already (a field's autoFocus); then Tab and Shift+Tab
  // cycle through the panel's controls (focus-trap, which finds them as each Tab is pressed).
  // Both once the dialog has been shown, not in the commit that mounts it: focus() lays the page out,
  // and in that commit the new dialog's first layout (70–350 ms on a phone at a 4× slowdown, opening
  // the member centre) joined the mounting task; after the frame has laid it out, focusing is cheap.
  // The trap is plain DOM: no React state (react-focus-lock's kept its node in state, and that
  // update in the mounting commit made React run every pending effect in the same task).
  useEffect(() => {
    let trap: FocusTrap | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const panel = panelRef.current;
        if (!panel) return;
        // The trap asks again when a dialog opened over this one closes: focus then goes back to
        // that dialog's opener (its own effect), not to this one's first control.
        let asked = false;
        trap = createFocusTrap(panel, {
          initialFocus: () => {
            const first = !asked && !panel.contains(document.activeElement);
            asked = true;
            return first ? (initialFocusRef?.current ?? closeRef.current ?? false) : false;
          },
          delayInitialFocus: false,
          fallbackFocus: panel,
          // Escape, clicks outside and giving focus back are this component's (above and below).
          escapeDeactivates: false,
          allowOutsideClick: true,
          returnFocusOnDeactivate: false,
        });
        trap.activate();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      trap?.deactivate();
    };
  }, [initialFocusRef]);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const popModal = pushModal(token);
    const unlockScroll = lockPageScroll();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTopModal(token) && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlockScroll();
      popModal();
      if (opener && opener.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
    };
  }, [token, opener]);

  // A click closes only when both press and release happen on the overlay itself, so selecting
  // text inside the panel and releasing outside does not close it.
  const onOverlayMouseDown = (event: MouseEvent) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent) => {
    if (closeOnOutsideClick && pressStartedOnOverlay.current && event.target === event.currentTarget) onClose();
    pressStartedOnOverlay.current = false;
  };

  return createPortal(
    <Overlay onMouseDown={onOverlayMouseDown} onClick={onOverlayClick} data-testid="modal-overlay">
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        // Where focus rests when the panel has no control left (the trap's fallback).
        tabIndex={-1}
        $size={size}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <IconButton ref={closeRef} label={closeLabel} icon={<CloseIcon />} onClick={onClose} size="sm" />
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Overlay>,
    document.body,
  );
}
