// Tabs: the WAI-ARIA tabs pattern. One tab is in the Tab order (roving tabindex); arrow keys move
// and select (automatic activation), Home and End jump to the ends, disabled tabs are skipped,
// and left/right swap in right-to-left pages. Controlled (selectedId) or not (defaultSelectedId).
// One item is no choice: it shows its panel alone, with no tab list, at the same place in the tree,
// so a second tab appearing later (a module flag arriving with the platform's status) does not
// remount what the panel holds, such as a form half filled in.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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

  const select = (id: string) => {
    if (selectedId === undefined) setUncontrolledId(id);
    onSelect?.(id);
  };

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
          {items.map((item) => {
            const selected = item.id === currentId;
            return (
              <Tab
                key={item.id}
                ref={(node) => {
                  if (node) tabRefs.current.set(item.id, node);
                  else tabRefs.current.delete(item.id);
                }}
                type="button"
                role="tab"
                id={tabId(item.id)}
                aria-selected={selected}
                aria-controls={panelId(item.id)}
                tabIndex={selected ? 0 : -1}
                disabled={item.disabled}
                onClick={() => select(item.id)}
              >
                {item.label}
              </Tab>
            );
          })}
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
