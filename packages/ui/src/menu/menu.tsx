// Menu: the WAI-ARIA menu button pattern. A button opens a list of actions positioned by
// @floating-ui/react (flips and shifts to stay on screen). Arrow keys move between items (and
// open the menu from the button), Home/End jump, Escape or a click outside closes it, and focus
// goes back to the button when it closes.
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../button';
import type { ButtonVariant } from '../button/button.styles';
import { ChevronDownIcon } from '../icons';
import { IconButton } from '../icon-button';
import { MenuItemButton, MenuPanel } from './menu.styles';

export interface MenuItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  /** Destructive actions (e.g. log out) are drawn in the danger colour. */
  danger?: boolean;
  leadingVisual?: ReactNode;
}

export interface MenuProps {
  /** The button's text and the menu's accessible name. */
  label: string;
  items: readonly MenuItem[];
  /** Shows only `icon` on the button; `label` still names it for screen readers. */
  icon?: ReactNode;
  hideLabel?: boolean;
  variant?: ButtonVariant;
  placement?: Placement;
}

export function Menu({
  label,
  items,
  icon,
  hideLabel = false,
  variant = 'secondary',
  placement = 'bottom-start',
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const disabledIndices = items.flatMap((item, index) => (item.disabled ? [index] : []));

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true, disabledIndices }),
  ]);

  const enabledIndices = items.flatMap((item, index) => (item.disabled ? [] : [index]));
  const onPanelKeyDown = (event: KeyboardEvent) => {
    const target =
      event.key === 'Home'
        ? enabledIndices[0]
        : event.key === 'End'
          ? enabledIndices[enabledIndices.length - 1]
          : undefined;
    if (target === undefined) return;
    event.preventDefault();
    setActiveIndex(target);
    listRef.current[target]?.focus();
  };

  const select = (item: MenuItem) => {
    setOpen(false);
    item.onSelect();
  };

  const triggerProps = getReferenceProps();
  return (
    <>
      {hideLabel && icon ? (
        <IconButton ref={refs.setReference} label={label} icon={icon} variant={variant} {...triggerProps} />
      ) : (
        <Button
          ref={refs.setReference}
          variant={variant}
          leadingVisual={icon}
          trailingVisual={<ChevronDownIcon size="sm" />}
          {...triggerProps}
        >
          {label}
        </Button>
      )}
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
            <MenuPanel
              ref={refs.setFloating}
              style={floatingStyles}
              aria-label={label}
              {...getFloatingProps({ onKeyDown: onPanelKeyDown })}
            >
              {items.map((item, index) => (
                <MenuItemButton
                  key={item.id}
                  ref={(node) => {
                    listRef.current[index] = node;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={activeIndex === index ? 0 : -1}
                  disabled={item.disabled}
                  $danger={Boolean(item.danger)}
                  {...getItemProps({ onClick: () => select(item) })}
                >
                  {item.leadingVisual && <span aria-hidden="true">{item.leadingVisual}</span>}
                  {item.label}
                </MenuItemButton>
              ))}
            </MenuPanel>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
