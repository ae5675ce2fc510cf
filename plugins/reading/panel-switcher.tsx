import { useRovingFocus } from './use-roving-focus';

export interface PanelTab<P extends string> {
  id: P;
  label: string;
  /** A short count after the label, e.g. "1/3" answered. */
  badge?: string;
  tabId: string;
  panelId: string;
}

interface PanelSwitcherProps<P extends string> {
  label: string;
  tabs: readonly PanelTab<P>[];
  current: P;
  onShow: (panel: P) => void;
}

/**
 * A sticky segmented switcher (ARIA tabs) between the passage and the questions, so on a phone
 * the passage is one tap away however far down the questions the student is.
 */
export function PanelSwitcher<P extends string>({
  label,
  tabs,
  current,
  onShow,
}: PanelSwitcherProps<P>) {
  // Arrow keys show the tab they land on: with two tabs that is the expected, cheap behaviour.
  const roving = useRovingFocus(tabs.length, (i) => {
    const tab = tabs[i];
    if (tab) onShow(tab.id);
  });
  return (
    <div className="reading-switcher" role="tablist" aria-label={label}>
      {tabs.map((tab, i) => {
        const selected = tab.id === current;
        const focus = roving.itemProps(i);
        return (
          <button
            key={tab.id}
            ref={focus.ref}
            type="button"
            role="tab"
            id={tab.tabId}
            aria-selected={selected}
            aria-controls={tab.panelId}
            tabIndex={selected ? 0 : -1}
            className={
              selected
                ? 'reading-switcher__tab reading-switcher__tab--selected'
                : 'reading-switcher__tab'
            }
            onClick={() => onShow(tab.id)}
            onFocus={focus.onFocus}
            onKeyDown={focus.onKeyDown}
          >
            {tab.label}
            {tab.badge && <span className="reading-switcher__badge">{tab.badge}</span>}
          </button>
        );
      })}
    </div>
  );
}
