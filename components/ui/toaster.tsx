'use client';

import { useEffect, useState } from 'react';
import type { toastContent } from './toast-view';
import { useToastHost } from './use-toast';

type View = typeof toastContent;
let loadedView: View | null = null;
let loading: Promise<View> | null = null;

/**
 * Loads the toast's look ahead of need: forms call it when they mount, so that a toast raised while
 * the server is busy answering them shows at once (it only lasts TOAST_DURATION_MS).
 */
export function preloadToastView(): Promise<View> {
  loading ??= import('./toast-view').then(
    (m) => (loadedView = m.toastContent),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** The toast's look (and its strings) load with the first toast, not with the page. */
function useToastView(needed: boolean): View | null {
  // A function as state: wrap it, or useState would call it as an initializer.
  const [view, setView] = useState<View | null>(() => loadedView);
  useEffect(() => {
    if (!needed || view) return;
    // A plain import and state update rather than React.lazy: a suspended lazy view can wait for a
    // pending navigation (the refresh after a server action) before it shows.
    let current = true;
    preloadToastView().then(
      (loaded) => current && setView(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, view]);
  return view;
}

/**
 * Where toasts appear: one at a time, announced politely (the live region is there from the start).
 * Render one per modal layer (see use-toast).
 */
export function Toaster() {
  const { active, toast } = useToastHost();
  const content = useToastView(active && toast !== null);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex justify-center p-3 sm:inset-x-auto sm:right-0 sm:justify-end sm:p-5"
    >
      {active && toast && content?.(toast)}
    </div>
  );
}
