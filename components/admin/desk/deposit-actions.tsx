'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { BadgeCheck } from 'lucide-react';
import { markDepositPaidAction } from '@/server/actions/admin-reservations';
import { useActionResult } from '@/components/ui/use-action-result';
import type { ActionResult } from '@/lib/action-result';
import { primaryButtonClass } from '@/components/ui/form-styles';

/** 'Marcar sinal como recebido' for a reservation whose PIX deposit is still pending. */
export function MarkDepositPaid({ id }: { id: string }) {
  const t = useTranslations('adminDesk.deposit');
  const ta = useTranslations('adminDesk.actions');
  const { show } = useActionResult({ titles: { success: ta('successTitle'), failure: ta('failureTitle') } });
  const [, mark, marking] = useActionState(async (_prev: ActionResult | null, formData: FormData) => {
    const result: ActionResult = await markDepositPaidAction(formData);
    show(result);
    return result;
  }, null);

  return (
    <form action={mark} className="mt-3">
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={marking} className={primaryButtonClass} aria-describedby="deposit-hint">
        <BadgeCheck aria-hidden className="size-5" />
        {marking ? t('marking') : t('markPaid')}
      </button>
      <p id="deposit-hint" className="mt-1 text-sm text-earth-dark">
        {t('markPaidHint')}
      </p>
    </form>
  );
}
