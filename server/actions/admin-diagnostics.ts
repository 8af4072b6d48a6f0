'use server';

import { z } from '@/lib/zod';
import { translator } from '@/lib/messages';
import { repair } from '@/server/diagnostics';
import { staffAction } from './define';

const t = translator('diagnostics');

/** 'Corrigir automaticamente' on /diagnostico-supabase: the spec's repair toasts for what it did. */
export const repairAction = staffAction({
  name: 'diagnostics repair',
  schema: z.unknown(),
  run: async () => {
    const outcome = await repair();
    if (outcome.ok) {
      const done = t('repair.toasts.fixed.message', { migrations: outcome.migrations.length, emails: outcome.emailsSent });
      return {
        result: outcome.restored ? { ok: true, title: t('repair.toasts.restored.title'), message: `${t('repair.toasts.restored.message')} ${done}` } : { ok: true, title: t('repair.toasts.fixed.title'), message: done },
      };
    }
    if (outcome.reason === 'still_down') return { result: { ok: false, title: t('repair.toasts.stillDown.title'), message: t('repair.toasts.stillDown.message') } };
    return { result: { ok: false, title: t('repair.toasts.failed.title'), message: outcome.message } };
  },
});
