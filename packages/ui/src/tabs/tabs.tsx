// Tabs: the WAI-ARIA tabs pattern. One tab is in the Tab order (roving tabindex); arrow keys move
// and select (automatic activation), Home and End jump to the ends, disabled tabs are skipped,
// and left/right swap in right-to-left pages. Controlled (selectedId) or not (defaultSelectedId).
// One item is no choice: it shows its panel alone, with no tab list, at the same place in the tree,
// so a second tab appearing later (a module flag arriving with the platform's status) does not
// remount what the panel holds, such as a form half filled in.
import { memo, useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Tab, TabList, TabPanel } from './tabs.styles';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** The content shown while this tab is selected. */
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers, e.g. "Game categories". */
  label: string;
  items: readonly TabItem[];
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  /** Tabs share the full width equally. */
  fullWidth?: boolean;
  /**
   * Every panel stays mounted, the unselected ones hidden, so what a panel holds (a form half filled
   * in, a scroll position) survives switching tabs. Default: only the selected panel is rendered.
   */
  keepMounted?: boolean;
}

interface TabButtonProps {
  id: string;
  label: ReactNode;
  tabId: string;
  panelId: string;
  selected: boolean;
  disabled: boolean | undefined;
  onSelect: (id: string) => void;
  register: (id: string, node: HTMLButtonElement | null) => void;
}

/**
 * One tab, memoised on plain props (the callbacks are stable): a render of the tabs for a new panel
 * (a lobby search keystroke renders its results' panel) leaves the tabs themselves alone.
 */
const TabButton = memo(function TabButton({
  id,
  label,
  tabId,
  panelId,
  selected,
  disabled,
  onSelect,
  register,
}: TabButtonProps) {
  return (
    <Tab
      ref={(node) => register(id, node)}
      type="button"
      role="tab"
      id={tabId}
      aria-selected={selected}
      aria-controls={panelId}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      onClick={() => onSelect(id)}
    >
      {label}
    </Tab>
  );
});

const isRtl = (element: Element) => element.closest('[dir]')?.getAttribute('dir') === 'rtl';

export function Tabs({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelect,
  fullWidth = false,
  keepMounted = false,
}: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [uncontrolledId, setUncontrolledId] = useState(defaultSelectedId ?? firstEnabled);
  const currentId = selectedId ?? uncontrolledId;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  // Stable for the memoised tabs: the committed props are read through a ref.
  const latest = useRef({ selectedId, onSelect });
  useLayoutEffect(() => {
    latest.current = { selectedId, onSelect };
  });
  const select = useCallback((id: string) => {
    if (latest.current.selectedId === undefined) setUncontrolledId(id);
    latest.current.onSelect?.(id);
  }, []);
  const register = useCallback((id: string, node: HTMLButtonElement | null) => {
    if (node) tabRefs.current.set(id, node);
    else tabRefs.current.delete(id);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.id === currentId);
    const forward = isRtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    let next: TabItem | undefined;
    if (event.key === forward) next = enabled[(index + 1) % enabled.length];
    else if (event.key === backward) next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const current = items.find((item) => item.id === currentId);

  const choice = items.length > 1;

  return (
    <div>
      {choice && (
        <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown} $fullWidth={fullWidth}>
          {items.map((item) => (
            <TabButton
              key={item.id}
              id={item.id}
              label={item.label}
              tabId={tabId(item.id)}
              panelId={panelId(item.id)}
              selected={item.id === currentId}
              disabled={item.disabled}
              onSelect={select}
              register={register}
            />
          ))}
        </TabList>
      )}
      {(keepMounted ? items : current ? [current] : []).map((item) => (
        <TabPanel
          key={item.id}
          {...(choice
            ? { role: 'tabpanel', id: panelId(item.id), 'aria-labelledby': tabId(item.id), tabIndex: 0 }
            : {})}
          hidden={item.id !== currentId}
          $alone={!choice}
        >
          {item.panel}
        </TabPanel>
      ))}
    </div>
  );
}
