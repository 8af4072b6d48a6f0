'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { primaryButtonClass } from '@/components/ui/form-styles';
import { useActionResult } from '@/components/ui/use-action-result';
import { cardClass } from '@/components/admin/content/form-controls';
import { PhotoFields, photoIds, type PhotoValue } from '@/components/admin/photo-fields';
import { saveLeisurePhotosAction } from '@/server/actions/admin-services';
import type { AdminLeisureActivity } from '@/server/leisure';

/** The featured image and gallery of each leisure activity. */
export function LeisurePhotos({ activities }: { activities: AdminLeisureActivity[] }) {
  const t = useTranslations('adminServices.leisure');
  return (
    <section aria-labelledby="leisure-title" className="mt-10">
      <h2 id="leisure-title" className="font-serif text-xl font-bold text-earth-dark">
        {t('title')}
      </h2>
      <p className="mt-1 text-earth-dark">{t('description')}</p>
      {activities.length === 0 ? (
        <p className="mt-3 text-earth-dark">{t('empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {activities.map((activity) => (
            <LeisureActivityPhotos key={activity.id} activity={activity} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LeisureActivityPhotos({ activity }: { activity: AdminLeisureActivity }) {
  const t = useTranslations('adminServices.leisure');
  const [photos, setPhotos] = useState<PhotoValue>({ featured: activity.featured, gallery: activity.gallery });
  const [errors, setErrors] = useState<{ featuredImageId?: string; galleryImages?: string }>({});
  const [pending, startTransition] = useTransition();
  const actionResult = useActionResult({ titles: { success: t('saved'), failure: t('failed') }, unexpected: { title: t('failed') } });
  const headingId = `leisure-${activity.id}`;

  const save = () =>
    startTransition(async () => {
      const result = await actionResult.run(() => saveLeisurePhotosAction({ id: activity.id, ...photoIds(photos) }));
      setErrors(result?.errors ?? {});
      if (result?.ok && result.activity) setPhotos({ featured: result.activity.featured, gallery: result.activity.gallery });
    });

  return (
    <li className={cardClass}>
      <h3 id={headingId} className="mb-3 font-semibold text-earth-dark">
        {activity.title}
      </h3>
      <PhotoFields value={photos} onChange={setPhotos} errors={errors} />
      <button type="button" disabled={pending} onClick={save} className={`${primaryButtonClass} mt-4`}>
        {t('save', { title: activity.title })}
      </button>
    </li>
  );
}
