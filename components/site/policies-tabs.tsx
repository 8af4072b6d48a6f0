'use client';

import { useId, useRef, useState } from 'react';

interface PolicyTab {
  id: string;
  label: string;
  icon: React.ReactNode;
  heading: string;
  items: string[];
}

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move the selection. Every panel is
 * rendered, the unselected ones `hidden`, so the whole text is in the server HTML.
 */
export function PoliciesTabs({ label, tabs }: { label: string; tabs: PolicyTab[] }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowDown: selected + 1, ArrowLeft: selected - 1, ArrowUp: selected - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="mt-10">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 rounded-2xl bg-background p-1.5 shadow-sm sm:gap-2">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => select(i)}
            className={`flex min-w-0 flex-1 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl px-1 py-2.5 text-xs font-semibold whitespace-nowrap transition-colors sm:flex-row sm:gap-2 sm:px-4 sm:py-3 sm:text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary ${
              i === selected ? 'bg-primary text-white shadow' : 'text-earth-dark hover:bg-earth-pale'
            }`}
          >
            {tab.icon}
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={i !== selected}
          tabIndex={0}
          className="mt-6 rounded-2xl bg-background p-6 shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary md:p-8"
        >
          <h3 className="text-xl font-bold text-earth-dark">{tab.heading}</h3>
          <ul className="mt-4 space-y-3">
            {tab.items.map((item) => (
              <li key={item} className="flex gap-3 text-earth-dark">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-primary" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
