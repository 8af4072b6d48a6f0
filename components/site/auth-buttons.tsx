'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { Icon } from '@/components/ui/icon';
import { SignOutButton } from '@/components/auth/sign-out-button';

/** The spec's auth safety timeout: the header stops waiting for the session after this long. */
export const AUTH_SAFETY_TIMEOUT_MS = 10_000;

interface SessionUser {
  email: string;
  name: string | null;
  isStaff: boolean;
}

type AuthState = { status: 'loading' } | { status: 'ready'; user: SessionUser | null };

const LOADING: AuthState = { status: 'loading' };

// One state for the header's two copies (the bar and the mobile menu): the home page is static, so the
// session is asked from /api/auth/session after hydration.
let state: AuthState = LOADING;
let inFlight = false;
const listeners = new Set<() => void>();

function setState(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadSession() {
  if (inFlight) return;
  inFlight = true;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), AUTH_SAFETY_TIMEOUT_MS);
  fetch('/api/auth/session', { cache: 'no-store', credentials: 'same-origin', signal: controller.signal })
    .then((response) => (response.ok ? (response.json() as Promise<{ user: SessionUser | null }>) : Promise.reject(new Error(String(response.status)))))
    .then((body) => setState({ status: 'ready', user: body.user ?? null }))
    // Unknown (timeout, network): loading ends, showing 'Login'; a later mount asks again.
    .catch(() => {
      if (state.status === 'loading') setState({ status: 'ready', user: null });
    })
    .finally(() => {
      clearTimeout(timer);
      inFlight = false;
    });
}

export interface AuthButtonLabels {
  login: string;
  dashboard: string;
  admin: string;
  signOut: string;
  /** 'Erro no logout', when the sign-out call itself fails. */
  signOutFailed: string;
}

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The header's account links: 'Meu Painel', 'Admin' (staff only) and 'Sair' when signed in; 'Login'
 * otherwise. While the session is unknown (10 s at most) an invisible placeholder keeps the place.
 */
export function AuthButtons({ layout, labels }: { layout: 'row' | 'column'; labels: AuthButtonLabels }) {
  const current = useSyncExternalStore(subscribe, () => state, () => LOADING);
  useEffect(loadSession, []);

  const item = `inline-flex items-center gap-2 rounded-md px-3 py-2 font-medium text-earth-dark hover:bg-earth-pale ${focusRing} ${layout === 'column' ? 'w-full' : ''}`;

  if (current.status === 'loading') {
    return (
      <span aria-hidden className={`${item} invisible`}>
        <Icon name="log-in" className="size-4" />
        {labels.login}
      </span>
    );
  }
  if (!current.user) {
    return (
      <a href="/auth" className={item}>
        <Icon name="log-in" className="size-4" />
        {labels.login}
      </a>
    );
  }
  return (
    <>
      <a href="/painel" className={item}>
        <Icon name="layout-dashboard" className="size-4" />
        {labels.dashboard}
      </a>
      {current.user.isStaff && (
        <a href="/admin" className={item}>
          <Icon name="shield-check" className="size-4" />
          {labels.admin}
        </a>
      )}
      <SignOutButton
        label={labels.signOut}
        failedTitle={labels.signOutFailed}
        className={`${item} cursor-pointer`}
        onSignedOut={() => setState({ status: 'ready', user: null })}
      />
    </>
  );
}
