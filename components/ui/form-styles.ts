/** The design system's form styles (reservation dialog, sign-in, panel, admin): big touch targets, visible focus. */

const button =
  'inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl px-5 font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed';

export const primaryButtonClass = `${button} bg-primary text-white hover:bg-earth-rich disabled:opacity-60`;
export const secondaryButtonClass = `${button} border-2 border-primary bg-white text-primary hover:bg-earth-pale disabled:opacity-60`;

/** A list row's compact action (edit, delete): still a 44 px touch target; the caller adds its colours. */
export const smallButtonClass =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 px-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60';

export const inputClass =
  'block min-h-12 w-full rounded-xl border border-earth-medium/60 bg-white px-3 py-2 text-base text-earth-dark placeholder:text-earth-dark/55 focus:border-primary focus:outline-3 focus:outline-primary/30 aria-[invalid=true]:border-red-700';
