/**
 * An accessible tablist (WAI-ARIA tabs): one tab in the focus order, arrow keys, Home and End move
 * between tabs and select them; the panel is labelled by its tab.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabDef<T extends string> {
  id: T;
  label: string;
  /** A small count shown after the label (e.g. missions to claim). */
  badge?: string | null;
}

export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly TabDef<T>[];
  selected: T;
  onSelect: (id: T) => void;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );
  const move = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    const tab = tabs[to];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[to]?.focus();
  };
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={t.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={t.id === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(t.id)}
          >
            {t.label}
            {t.badge ? <span className="tabs__badge">{t.badge}</span> : null}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${selected}`}
        className="tabs__panel"
      >
        {children}
      </div>
    </>
  );
}
