'use client';

import { useEffect, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { NavLinks, type NavEntry } from './nav-links';

/** The navigation on a phone: a button that opens the list below the bar; Escape closes it and returns focus. */
export function MobileNav({ entries, soonLabel, openLabel, closeLabel, navLabel }: { entries: NavEntry[]; soonLabel: string; openLabel: string; closeLabel: string; navLabel: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="admin-mobile-nav"
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-earth-dark hover:bg-earth-pale focus-visible:outline-2 focus-visible:outline-primary"
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
      </button>
      {open && (
        <nav id="admin-mobile-nav" aria-label={navLabel} className="absolute inset-x-0 top-16 z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-earth-light bg-background p-3 shadow-lg">
          <NavLinks entries={entries} soonLabel={soonLabel} onNavigate={() => setOpen(false)} />
        </nav>
      )}
    </div>
  );
}
