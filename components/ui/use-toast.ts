'use client';
/**
 * A tiny toast store: any client component calls `toast({ title, description, variant })`.
 * One toast at a time (a new one replaces the current one; `queueToast` waits for it), dismissed after
 * TOAST_DURATION_MS or by its button.
 *
 * Toasters register as hosts and only the most recently mounted one shows the toast: a modal
 * dialog makes everything outside it inert, so an open dialog renders its own <Toaster/>.
 */
import { useEffect, useId, useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

interface ToastState {
  toast: ToastItem | null;
  /** Toasts waiting for the current one to go. */
  queue: readonly ToastInput[];
  /** Ids of the mounted toasters, oldest first; the last one shows the toast. */
  hosts: readonly string[];
}

export const TOAST_DURATION_MS = 5000;

/** The dismiss button's name, given by the page's toaster (from the server's messages, so the toast's code carries no texts). */
let dismissLabel = '';
export const setToastDismissLabel = (label: string) => void (dismissLabel = label);
export const toastDismissLabel = () => dismissLabel;

const INITIAL: ToastState = { toast: null, queue: [], hosts: [] };
let state: ToastState = INITIAL;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function update(patch: Partial<ToastState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Shows a toast (replacing the current one) and returns its id. */
export function toast({ title, description, variant = 'default' }: ToastInput): number {
  clearTimeout(timer);
  const id = nextId++;
  update({ toast: { id, title, description, variant } });
  timer = setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

/** Shows a toast after the current one (and those already waiting) has gone; at once when none is shown. */
export function queueToast(input: ToastInput): void {
  if (state.toast) update({ queue: [...state.queue, input] });
  else toast(input);
}

/** Hides the toast `id` (or whichever is shown); the next queued toast, if any, takes its place. */
export function dismissToast(id?: number): void {
  if (!state.toast || (id !== undefined && state.toast.id !== id)) return;
  clearTimeout(timer);
  const [next, ...rest] = state.queue;
  update({ toast: null, queue: rest });
  if (next) toast(next);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastState(): ToastState {
  return useSyncExternalStore(subscribe, () => state, () => INITIAL);
}

/** Registers the calling toaster as a host; returns whether it is the one that shows the toast. */
export function useToastHost(): { active: boolean; toast: ToastItem | null } {
  const id = useId();
  useEffect(() => {
    update({ hosts: [...state.hosts, id] });
    return () => update({ hosts: state.hosts.filter((host) => host !== id) });
  }, [id]);
  const { hosts, toast: current } = useToastState();
  return { active: hosts.at(-1) === id, toast: current };
}
