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
