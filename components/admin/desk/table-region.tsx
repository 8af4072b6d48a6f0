/**
 * A wide table on a phone: scrolls sideways inside a labelled, focusable region (keyboard scrolling).
 * `relative`: screen-reader-only texts (absolutely positioned) stay inside the scroller instead of widening the page.
 */
export function TableRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-earth-light bg-white focus-visible:outline-2 focus-visible:outline-primary">
      {children}
    </div>
  );
}

export const thClass = 'px-3 py-2 text-left text-sm font-semibold whitespace-nowrap text-earth-dark';
export const tdClass = 'px-3 py-2 align-top text-sm text-earth-dark';
export const linkClass = 'font-semibold text-primary underline underline-offset-2 hover:text-earth-rich focus-visible:outline-2 focus-visible:outline-primary';
