'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useActionResult } from '@/components/ui/use-action-result';
import { removeSectionBackgroundAction, setSectionBackgroundAction } from '@/server/actions/admin-media';
import type { PickedMedia } from '@/lib/media';
import { BACKGROUND_SECTIONS, type BackgroundSection } from '@/lib/media-schema';
import { cardClass } from '../content/form-controls';
import { MediaPicker } from './media-picker';

/** 'Fundos das seções': one picker per public section; choosing or removing saves at once. */
export function SectionBackgrounds({ current }: { current: Partial<Record<BackgroundSection, PickedMedia>> }) {
  const t = useTranslations('adminMedia.backgrounds');
  const router = useRouter();
  const [chosen, setChosen] = useState(current);
  const [, startTransition] = useTransition();
  const actionResult = useActionResult({ titles: { success: t('saved'), failure: t('failed') }, unexpected: { title: t('failed') } });

  const change = (section: BackgroundSection, media: PickedMedia | null) =>
    startTransition(async () => {
      const result = await actionResult.run(() =>
        media ? setSectionBackgroundAction({ section, mediaId: media.id }) : removeSectionBackgroundAction({ section }),
      );
      if (!result?.ok) return;
      setChosen((all) => ({ ...all, [section]: media ?? undefined }));
      router.refresh();
    });

  return (
    <section aria-labelledby="section-backgrounds-title" className={cardClass}>
      <h2 id="section-backgrounds-title" className="font-serif text-xl font-bold text-earth-dark">
        {t('title')}
      </h2>
      <p className="mt-1 text-earth-dark">{t('description')}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {BACKGROUND_SECTIONS.map((section) => (
          <li key={section} className="rounded-xl border border-earth-light/60 bg-white p-3" data-testid={`background-${section}`}>
            <MediaPicker label={t(`sections.${section}`)} value={chosen[section] ?? null} onChange={(media) => change(section, media)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
