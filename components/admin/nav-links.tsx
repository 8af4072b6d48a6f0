'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isCurrentSection } from './nav';

export interface NavEntry {
  href: string;
  label: string;
  ready: boolean;
  badge?: string;
}

const item = 'flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 text-sm font-medium';

/** The admin's navigation links with the current one marked (aria-current); screens still to come are listed, not linked. */
export function NavLinks({ entries, soonLabel, onNavigate }: { entries: NavEntry[]; soonLabel: string; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <ul className="flex flex-col gap-1">
      {entries.map((entry) => {
        if (!entry.ready) {
          return (
            <li key={entry.href} className={`${item} text-earth-dark/80`}>
              <span>{entry.label}</span>
              <span className="rounded bg-earth-pale px-1.5 py-0.5 text-xs">{soonLabel}</span>
            </li>
          );
        }
        const current = isCurrentSection(entry.href, pathname);
        return (
          <li key={entry.href}>
            <Link
              href={entry.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={`${item} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${current ? 'bg-primary text-white' : 'text-earth-dark hover:bg-earth-pale'}`}
            >
              <span>{entry.label}</span>
              {entry.badge && (
                <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${current ? 'bg-white text-primary' : 'bg-primary text-white'}`}>{entry.badge}</span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
