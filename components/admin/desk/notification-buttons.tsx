'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckCheck } from 'lucide-react';
import { markAllNotificationsReadAction, markNotificationReadAction } from '@/server/actions/admin-notifications';
import { useActionResult } from '@/components/ui/use-action-result';
import { secondaryButtonClass } from '@/components/ui/form-styles';
import type { ActionResult } from '@/lib/action-result';

function useMarkAction(action: (formData: FormData) => Promise<ActionResult>) {
  const t = useTranslations('adminDesk.notifications');
  const { show } = useActionResult({ titles: { success: t('markedTitle'), failure: t('failureTitle') } });
  return useActionState(async (_prev: ActionResult | null, formData: FormData) => {
    const result = await action(formData);
    show(result);
    return result;
  }, null);
}

/** 'Marcar como lida' of one notification; `title` names it for screen readers. */
export function MarkReadButton({ id, title }: { id: string; title: string }) {
  const t = useTranslations('adminDesk.notifications');
  const [, action, pending] = useMarkAction(markNotificationReadAction);
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" disabled={pending} className={`${secondaryButtonClass} min-h-11 px-3 text-sm`}>
        {t('markRead')}
        <span className="sr-only">: {title}</span>
      </button>
    </form>
  );
}

/** 'Marcar todas como lidas'. */
export function MarkAllReadButton() {
  const t = useTranslations('adminDesk.notifications');
  const [, action, pending] = useMarkAction(markAllNotificationsReadAction);
  return (
    <form action={action}>
      <button type="submit" disabled={pending} className={secondaryButtonClass}>
        <CheckCheck aria-hidden className="size-5" />
        {t('markAllRead')}
      </button>
    </form>
  );
}
