'use client';

import { useEffect } from 'react';
import { toastContent } from './toast-view';
import { setToastDismissLabel, toastDismissLabel, useToastHost } from './use-toast';

/**
 * Where toasts appear: one at a time, announced politely (the live region is there from the start).
 * Render one per modal layer (see use-toast). The page's own toaster, rendered by a server component,
 * names the dismiss button for every toaster of the page (dialogs' toasters omit it). The toast's look
 * loads with the page (it is small and carries no texts), so a toast shows even once the network is gone.
 */
export function Toaster({ dismissLabel }: { dismissLabel?: string }) {
  const { active, toast } = useToastHost();
  useEffect(() => {
    if (dismissLabel) setToastDismissLabel(dismissLabel);
  }, [dismissLabel]);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-3 sm:inset-x-auto sm:right-0 sm:justify-end sm:p-5"
    >
      {active && toast && toastContent(toast, dismissLabel ?? toastDismissLabel())}
    </div>
  );
}
