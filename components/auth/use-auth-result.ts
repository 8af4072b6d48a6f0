'use client';

import { useRouter } from 'next/navigation';
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { queueToast, toast } from '@/components/ui/use-toast';
import type { AuthActionState } from '@/lib/auth-schemas';

/**
 * What an account form does with its server action's answer: the toast (and a second one queued
 * after it), field errors on the fields with the first one focused, and the navigation on success.
 */
export function useAuthResult<Values extends FieldValues>(form: { setError: UseFormSetError<Values>; setFocus: UseFormSetFocus<Values> }) {
  const router = useRouter();
  return (result: AuthActionState): boolean => {
    if (result.ok) {
      toast({ title: result.title, description: result.message });
      if (result.notice) queueToast({ title: result.notice.title, description: result.notice.message });
      // The destination is rendered afresh (account pages are dynamic; the home page asks for the session).
      if (result.redirectTo) router.push(result.redirectTo);
      return true;
    }
    const fields = Object.entries(result.errors ?? {}) as [Path<Values>, string][];
    for (const [name, message] of fields) form.setError(name, { type: 'server', message });
    if (fields[0]) form.setFocus(fields[0][0]);
    // Field errors speak for themselves; anything else is a toast.
    if (!fields.length || result.message) toast({ title: result.title, description: result.message, variant: 'destructive' });
    return false;
  };
}
