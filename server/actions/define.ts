import 'server-only';
import { revalidatePath } from 'next/cache';
import type { z } from 'zod';
import { getDb, type Db } from '@/server/db';
import { invalidateFromAction, type CacheTag } from '@/server/cache';
import { dispatchEmailsAfterResponse } from '@/server/email/after-response';
import { isAuthError, requireStaff, requireUser } from '@/server/auth/guards';
import type { Viewer } from '@/server/auth/types';
import { DB_DEADLINES, recordError, withDeadline } from '@/server/resilience';
import { dbErrorMessage } from '@/lib/errors';
import { fieldErrors } from '@/lib/form-errors';
import type { ActionResult } from '@/lib/action-result';

// The one Next.js boundary of the server actions (the 'use server' files beside this one):
// permission, the form's schema, the domain function with the database, errors mapped through
// lib/errors.ts and logged, then what the write reported: cache tags, admin pages, e-mails.

/** What a write asks of the boundary once it has committed. */
export interface ActionEffects {
  /** Public reads the write changed: expired so the next request shows the change. */
  invalidate?: readonly CacheTag[];
  /** The admin's own pages show the change (lists, badges). */
  refreshAdmin?: boolean;
  /** The write queued e-mails in the outbox: sent after the response. */
  emailsQueued?: boolean;
}

export type Handled<Result extends ActionResult> = { result: Result } & ActionEffects;

/** An answer of the boundary itself: refused permission, refused input, a failed write. */
export type Refused = ActionResult & { ok: false };

export interface ActionDefinition<Schema extends z.ZodType, Out extends Handled<ActionResult>, V> {
  /** Names the action in the logs. */
  name: string;
  /** The form's schema, or a function making it per call (a schema that depends on the configuration). */
  schema: Schema | (() => Schema);
  /** The form's fields, in order: the first field error is the toast's text. */
  fields?: readonly string[];
  /** The answer to input the schema refuses (default: the first error as the message, and every field's). */
  invalid?: (errors: Record<string, string>) => Refused;
  /** The answer when the database or a service failed (default: the spec's text for the error). */
  failed?: (err: unknown) => Refused;
  run: (input: z.output<Schema>, context: { db: Db; viewer: V }) => Promise<Out>;
}

/** A form posted as FormData reaches the schema as a plain object of its text fields. */
function plainInput(input: unknown): unknown {
  if (!(input instanceof FormData)) return input;
  return Object.fromEntries([...input.entries()].filter(([, value]) => typeof value === 'string'));
}

/** Field errors as an answer: every field's first error, the first one as the toast's text. */
export function fieldErrorsResult(errors: Record<string, string>): Refused & { errors: Record<string, string> } {
  return { ok: false, message: Object.values(errors)[0], errors };
}

/** A refused parse as an answer (fieldErrorsResult of its field errors, in the form's order). */
export function invalidResult(error: z.ZodError, fields: readonly string[] = []) {
  return fieldErrorsResult(fieldErrors(error, fields) as Record<string, string>);
}

function define<Schema extends z.ZodType, Out extends Handled<ActionResult>, V>(
  viewerOf: () => Promise<{ viewer: V } | { refused: Refused }>,
  definition: ActionDefinition<Schema, Out, V>,
): (input?: unknown) => Promise<Out['result'] | Refused> {
  const { name, schema, fields = [], run } = definition;
  const invalid = definition.invalid ?? fieldErrorsResult;
  const failed = definition.failed ?? ((err): Refused => ({ ok: false, message: dbErrorMessage(err) }));
  return async (input) => {
    // Permission first: nothing of the input is read for a visitor who may not call this.
    const access = await viewerOf();
    if ('refused' in access) return access.refused;
    const parsed = (typeof schema === 'function' ? schema() : schema).safeParse(plainInput(input));
    if (!parsed.success) return invalid(fieldErrors(parsed.error, fields) as Record<string, string>);
    let handled: Out;
    try {
      // A database that does not answer costs one query timeout, then fails fast (server/resilience).
      handled = await withDeadline(DB_DEADLINES.actionMs, async () => run(parsed.data, { db: await getDb(), viewer: access.viewer }));
    } catch (err) {
      recordError(err, name);
      return failed(err);
    }
    if (handled.invalidate?.length) invalidateFromAction(...handled.invalidate);
    if (handled.refreshAdmin) revalidatePath('/admin', 'layout');
    if (handled.emailsQueued) dispatchEmailsAfterResponse();
    return handled.result;
  };
}

/** Anyone may call it (the guest requests); the viewer is not looked up. */
export function publicAction<Schema extends z.ZodType, Out extends Handled<ActionResult>>(definition: ActionDefinition<Schema, Out, null>) {
  return define(async () => ({ viewer: null }), definition);
}

/**
 * A signed-in user's action; without a session, `sessionExpired` (the screen's own title) with the
 * spec's 'Sessão expirada. Faça login novamente.'.
 */
export function guestAction<Schema extends z.ZodType, Out extends Handled<ActionResult>>(
  definition: ActionDefinition<Schema, Out, Viewer> & { sessionExpired: () => Refused },
) {
  return define(async () => {
    try {
      return { viewer: await requireUser() };
    } catch (err) {
      if (!isAuthError(err)) throw err;
      // The database is unreachable: not a sign-out.
      if (err.status === 503) return { refused: { ok: false, message: err.message } };
      return { refused: await definition.sessionExpired() };
    }
  }, definition);
}

/** Staff only: anyone else gets the spec's permission message. */
export function staffAction<Schema extends z.ZodType, Out extends Handled<ActionResult>>(definition: ActionDefinition<Schema, Out, Viewer>) {
  return define(async () => {
    try {
      return { viewer: await requireStaff() };
    } catch (err) {
      if (!isAuthError(err)) throw err;
      return { refused: { ok: false, message: err.message } };
    }
  }, definition);
}
