import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

interface RouteTab {
  to: string;
  label: string;
  /** Match the path exactly (the default tab). */
  end?: boolean;
  badge?: ReactNode;
  hidden?: boolean;
}

/** Tabs that are routes: each is a link, the current one is marked aria-current. */
export function RouteTabs({ tabs, label }: { tabs: RouteTab[]; label: string }) {
  return (
    <nav className="sc-tabs" aria-label={label}>
      {tabs
        .filter((tab) => !tab.hidden)
        .map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="sc-tabs__tab">
            {tab.label}
            {/* The badge's place is kept while its count loads, so the tabs do not move when it arrives. */}
            {tab.badge !== undefined && <span className="sc-tabs__badge">{tab.badge}</span>}
          </NavLink>
        ))}
    </nav>
  );
}

interface ButtonTab<K extends string> {
  key: K;
  label: string;
}

/** Tabs inside a page that switch local state. */
export function Tabs<K extends string>({ tabs, value, onChange, label }: { tabs: ButtonTab<K>[]; value: K; onChange: (key: K) => void; label: string }) {
  return (
    <div className="sc-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button key={tab.key} type="button" role="tab" aria-selected={tab.key === value} className="sc-tabs__tab" onClick={() => onChange(tab.key)}>
          {tab.label}
        </button>
      ))}
    </div>
  );
}
