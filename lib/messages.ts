/**
 * The UI texts of messages/pt-BR.json outside React's tree: zod schemas (the browser runs them too),
 * e-mails, answers of actions and route handlers. `translator('errors')('connection')`: the keys are
 * typed (a wrong key does not compile), ICU arguments as in the components. Pure: client and server.
 */
import { createTranslator } from 'use-intl/core';
import messages from '@/messages/pt-BR.json' with { type: 'json' };

export const LOCALE = 'pt-BR';
export type Messages = typeof messages;

export function translator<N extends keyof Messages>(namespace: N) {
  return createTranslator({ locale: LOCALE, messages, namespace });
}

/** A namespace's texts as they are written (no arguments): labels keyed by field name, for instance. */
export function textsOf<N extends keyof Messages>(namespace: N): Messages[N] {
  return messages[namespace];
}

export interface ToastText {
  title: string;
  message?: string;
}
type WithToasts = { [N in keyof Messages]: Messages[N] extends { toasts: Record<string, ToastText> } ? N : never }[keyof Messages];
type ToastKey<N extends WithToasts> = keyof Messages[N]['toasts'] & string;

/**
 * A namespace's toasts by key, `{ title, message? }` as written in the file (a toast that takes
 * arguments goes through translator instead).
 */
export function toastsOf<N extends WithToasts>(namespace: N): (key: ToastKey<N>) => ToastText {
  const toasts = messages[namespace].toasts as Record<string, ToastText>;
  return (key) => ({ ...toasts[key]! });
}
