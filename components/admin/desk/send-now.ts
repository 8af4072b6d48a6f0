'use client';

import { toast } from '@/components/ui/use-toast';
import type { SendNowState } from '@/app/admin/emails/actions';

type Translate = (key: 'sent' | 'queued' | 'successTitle' | 'failureTitle', values?: Record<string, string>) => string;

/** The provider's answer of a send-now action as text, and as a toast. */
export function sendNowText(result: SendNowState, t: Translate): string {
  if (!result.ok) return result.message;
  if (result.outcome === 'sent') return t('sent', { provider: result.provider, id: result.providerMessageId ?? '—' });
  return t('queued');
}

export function toastSendNow(result: SendNowState, t: Translate): void {
  toast({ title: t(result.ok ? 'successTitle' : 'failureTitle'), description: sendNowText(result, t), variant: result.ok ? 'default' : 'destructive' });
}
