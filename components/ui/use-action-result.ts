'use client';

import { useRouter } from 'next/navigation';
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { queueToast, toast } from '@/components/ui/use-toast';
import type { ActionResult } from '@/lib/action-result';
import { REQUEST_FAILED_EVENT } from '@/lib/network-notices';

export interface ActionResultOptions<Values extends FieldValues> {
  /** The form whose fields show the answer's field errors (the first one is focused). */
  form?: { setError: UseFormSetError<Values>; setFocus?: UseFormSetFocus<Values> };
  /** The screen's toast titles, for answers that carry none. */
  titles?: { success?: string; successText?: string; failure?: string };
  /** The toast when the action could not be reached at all (network, server down). */
  unexpected?: { title: string; message?: string };
}

/**
 * Tells the network watcher (components/ui/network-status.tsx) that a server call failed: it probes
 * the site, or, offline, answers the visitor itself ('Aguardando conexão') and this returns true.
 */
export function reportRequestFailed(): boolean {
  return !window.dispatchEvent(new Event(REQUEST_FAILED_EVENT, { cancelable: true }));
}

/**
 * What every screen does with a server action's answer (lib/action-result.ts): the toast and a
 * second one queued after it, field errors on the form with the first field focused, the
 * navigation on success. `show` takes an answer; `run` calls the action and also turns a failed
 * call into the `unexpected` toast (answering null).
 */
export function useActionResult<Values extends FieldValues = FieldValues>({ form, titles: screenTitles, unexpected }: ActionResultOptions<Values> = {}) {
  const router = useRouter();

  /** `titles` overrides the screen's for this answer (e.g. the success title of one button). */
  const show = (result: ActionResult, titles: ActionResultOptions<Values>['titles'] = screenTitles): boolean => {
    if (result.ok) {
      toast({ title: result.title ?? titles?.success ?? '', description: result.message ?? titles?.successText });
      if (result.notice) queueToast({ title: result.notice.title, description: result.notice.message });
      if (result.redirectTo) router.push(result.redirectTo);
      return true;
    }
    const fields = Object.entries(result.errors ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (form) {
      for (const [name, message] of fields) form.setError(name as Path<Values>, { type: 'server', message });
      if (fields[0]) form.setFocus?.(fields[0][0] as Path<Values>);
    }
    // Field errors shown on a form speak for themselves; anything else is a toast.
    if (!form || !fields.length || result.message) {
      toast({ title: result.title ?? titles?.failure ?? '', description: result.message ?? fields[0]?.[1], variant: 'destructive' });
    }
    return false;
  };

  const run = async <Result extends ActionResult>(call: () => Promise<Result>, titles?: ActionResultOptions<Values>['titles']): Promise<Result | null> => {
    let result: Result;
    try {
      result = await call();
    } catch (err) {
      if (!unexpected) throw err;
      if (!reportRequestFailed()) toast({ title: unexpected.title, description: unexpected.message, variant: 'destructive' });
      return null;
    }
    show(result, { ...screenTitles, ...titles });
    return result;
  };

  return { show, run };
}
