import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../button';
import { Modal, type ModalProps } from './modal';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Change password"
        closeLabel="Close"
        footer={<Button>Save</Button>}
        {...props}
      >
        <input aria-label="New password" />
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  renderWithTheme(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

// Focus moves inside after the frame that shows the dialog, and back to the opener in a deferred
// task; let them run.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered on document.body', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('[data-testid="modal-overlay"]')?.parentElement).toBe(document.body);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = await openModal();
    await settle();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await settle();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('gives focus back to the control that opened a dialog over it, not to its own first control', async () => {
    function Nested() {
      const [outer, setOuter] = useState(false);
      const [inner, setInner] = useState(false);
      return (
        <>
          <Button onClick={() => setOuter(true)}>Open</Button>
          <Modal open={outer} onClose={() => setOuter(false)} title="Settings" closeLabel="Close settings">
            <Button onClick={() => setInner(true)}>Delete account</Button>
            <Modal open={inner} onClose={() => setInner(false)} title="Are you sure?" closeLabel="Close question">
              <p>It cannot be undone.</p>
            </Modal>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Close settings' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Close question' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus();
  });

  it('closes on a click outside the panel but not inside it', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('textbox', { name: 'New password' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on an outside click when told to', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness closeOnOutsideClick={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // Tab cycling (focus-trap) needs a real browser's layout to tell which controls show:
  // modal.stories.tsx asserts it in Chromium.

  it('locks page scrolling while open and restores it on close', async () => {
    document.body.style.overflow = 'scroll';
    const user = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('locks scrolling without reading layout as it opens (no forced reflow), and leaves the page’s padding alone', async () => {
    // The page keeps the scrollbar's gutter (GlobalStyle: scrollbar-gutter: stable), so nothing
    // makes up for the bar: measuring it forced a layout of the whole page in the opening commit.
    const widthRead = vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1000);
    const innerWidth = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1015);
    const user = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.paddingRight).toBe('');
    expect(widthRead).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    widthRead.mockRestore();
    innerWidth.mockRestore();
  });

  it('moves focus to its close button once shown, not in the commit that mounts it (focusing lays the page out)', async () => {
    renderWithTheme(<Harness />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    // The click's commit has mounted the dialog; focus has not moved into it yet.
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('moves focus to the element it is given, and leaves it where a control inside took it', async () => {
    function WithField({ autoFocusField }: { autoFocusField: boolean }) {
      const field = useRef<HTMLInputElement>(null);
      return (
        <Modal open onClose={() => undefined} title="Rename" closeLabel="Close" initialFocusRef={field}>
          <input aria-label="Name" ref={field} />
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- what the test is about */}
          <input aria-label="Note" autoFocus={autoFocusField} />
        </Modal>
      );
    }
    const { unmount } = renderWithTheme(<WithField autoFocusField={false} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    unmount();
    renderWithTheme(<WithField autoFocusField />);
    await settle();
    await settle();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });

  it('closes only the top dialog on Escape', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <Modal open onClose={outerClose} title="Outer" closeLabel="Close outer" />
        <Modal open onClose={innerClose} title="Inner" closeLabel="Close inner" />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});
