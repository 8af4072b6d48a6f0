'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { LAZY_SECTION_MARGIN } from '@/lib/photos';

/** True from the moment the element comes within `margin` of the viewport (and stays true). */
export function useNearViewport<T extends Element>(margin = LAZY_SECTION_MARGIN) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [margin, near]);
  return [ref, near] as const;
}

/**
 * Gives focus back to the opener once a dialog has closed. It runs after the dialog has unmounted:
 * while it is open the rest of the page is inert and cannot take focus.
 */
export function useReturnFocus(open: boolean, opener: React.RefObject<HTMLElement | null>) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open, opener]);
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The user's reduced-motion preference (false while rendering on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => false);
}

const subscribeNothing = () => () => {};

/**
 * False in the server's HTML and until React has taken over the page. A form that only works with
 * its script keeps its submit button disabled until then: sent earlier, it would post nowhere.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}
