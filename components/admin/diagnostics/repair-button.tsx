'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { Wrench } from 'lucide-react';
import { repairAction } from '@/server/actions/admin-diagnostics';
import { useActionResult } from '@/components/ui/use-action-result';
import { primaryButtonClass } from '@/components/ui/form-styles';

/** 'Corrigir automaticamente': the repair's toast, then the page checks everything again. */
export function RepairButton({ label, running, failedTitle }: { label: string; running: string; failedTitle: string }) {
  const { run } = useActionResult({ titles: { failure: failedTitle }, unexpected: { title: failedTitle } });
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const repair = () =>
    startTransition(async () => {
      await run(() => repairAction(null));
      router.refresh();
    });
  return (
    <button type="button" disabled={pending} onClick={repair} className={primaryButtonClass}>
      <Wrench aria-hidden="true" className="size-4" />
      {pending ? running : label}
    </button>
  );
}
