'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';

/**
 * The header's menu below the lg breakpoint: a hand-written disclosure (no Headless UI, to keep the home
 * page's JavaScript small). Its content is server-rendered and passed in; the panel stays mounted and is
 * `hidden` when closed, so a link or button inside keeps its element while it acts. The panel closes when
 * a link or a button inside it is activated (the anchors scroll, the buttons open dialogs or sign out),
 * on a click outside, and on Escape, which returns focus to the menu button. An anchor's section takes
 * the focus, which would otherwise fall to the page with the hidden link.
 */
export function MobileMenu({ openLabel, closeLabel, children }: { openLabel: string; closeLabel: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-earth-dark hover:bg-earth-pale focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {open ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-b border-earth-light bg-background px-4 py-4 shadow-lg"
        onClick={(event) => {
          const control = (event.target as HTMLElement).closest('a[href], button');
          if (!control) return;
          setOpen(false);
          // The panel hides the link that has the focus: an anchor's section takes it (the browser still scrolls there smoothly).
          const section = control instanceof HTMLAnchorElement && control.hash ? document.getElementById(control.hash.slice(1)) : null;
          if (!section) return;
          section.tabIndex = -1;
          section.focus({ preventScroll: true });
        }}
      >
        {children}
      </div>
    </div>
  );
}
