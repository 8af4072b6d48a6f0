'use client';

import { toast } from '@/components/ui/use-toast';

/** What an admin server action answers: success or a Portuguese message, with field errors for forms. */
export interface AdminActionState {
  ok: boolean;
  message?: string;
  errors?: Record<string, string>;
}

/** Shows an admin action's answer as a toast: its message on success, the failure in red ('Erro' when it says nothing). */
export function toastActionResult(result: AdminActionState, titles: { success: string; failure: string }): boolean {
  if (result.ok) toast({ title: titles.success, description: result.message });
  else toast({ title: titles.failure, description: result.message ?? Object.values(result.errors ?? {})[0], variant: 'destructive' });
  return result.ok;
}
