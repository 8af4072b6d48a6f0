'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { secondaryButtonClass } from '@/components/ui/form-styles';
import { useActionResult } from '@/components/ui/use-action-result';
import { registerLocalAction } from '@/server/actions/admin-media';

/** 'Registrar Locais': the images shipped with the site become library rows (once). */
export function RegisterLocalButton() {
  const t = useTranslations('adminMedia');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const actionResult = useActionResult({ titles: { failure: t('registeredTitle') }, unexpected: { title: t('registeredTitle') } });
  const register = () =>
    startTransition(async () => {
      const result = await actionResult.run(() => registerLocalAction({}));
      if (result?.ok) router.refresh();
    });
  return (
    <button type="button" onClick={register} disabled={pending} aria-busy={pending} className={secondaryButtonClass}>
      {t('registerLocal')}
    </button>
  );
}
