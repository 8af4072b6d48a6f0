import { getTranslations } from 'next-intl/server';
import { MoveHorizontal } from 'lucide-react';

/**
 * A wide table on a phone: scrolls sideways inside a labelled, focusable region (keyboard scrolling).
 * What is off to a side shows without script: the `scroll-shadows` of globals.css darken an edge while
 * columns hide beyond it, and on small screens a line above says the table scrolls (`hint={false}` for
 * a table that fits a phone). The line is plain text outside the region, so it is read once, and the
 * region keeps its short name. `relative`: screen-reader-only texts (absolutely positioned) stay inside
 * the scroller instead of widening the page.
 */
export async function TableRegion({ label, hint = true, children }: { label: string; hint?: boolean; children: React.ReactNode }) {
  const t = await getTranslations('adminDesk');
  return (
    <>
      {hint && (
        <p className="mb-2 flex items-center gap-2 text-sm text-earth-dark md:hidden">
          <MoveHorizontal aria-hidden className="size-4 shrink-0" />
          {t('scrollHint')}
        </p>
      )}
      <div role="region" aria-label={label} tabIndex={0} className="scroll-shadows relative overflow-x-auto rounded-xl border border-earth-light bg-white focus-visible:outline-2 focus-visible:outline-primary">
        {children}
      </div>
    </>
  );
}

export const thClass = 'px-3 py-2 text-left text-sm font-semibold whitespace-nowrap text-earth-dark';
export const tdClass = 'px-3 py-2 align-top text-sm text-earth-dark';
export const linkClass = 'font-semibold text-primary underline underline-offset-2 hover:text-earth-rich focus-visible:outline-2 focus-visible:outline-primary';
