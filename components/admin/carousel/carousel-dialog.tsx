'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { X } from 'lucide-react';
import { CAROUSEL_ERROR_TITLE, carouselFailureText, type CarouselEditorData } from '@/lib/carousel';
import { loadCarouselAction } from '@/server/actions/admin-carousel';
import { secondaryButtonClass } from '@/components/ui/form-styles';
import { Modal } from '@/components/ui/modal';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/components/ui/use-toast';
import { CarouselEditor } from './carousel-editor';

type Loaded = { data: CarouselEditorData | null };

/** 'Administrar Carrossel de Acomodações': the carousel's editor in a dialog, loaded when it opens (the site content screen). */
export function CarouselDialog() {
  const t = useTranslations('adminCarousel');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [, startTransition] = useTransition();

  const show = () => {
    setOpen(true);
    setLoaded(null);
    startTransition(async () => {
      try {
        const result = await loadCarouselAction({});
        if (!result.ok) toast({ title: result.title ?? CAROUSEL_ERROR_TITLE, description: result.message, variant: 'destructive' });
        setLoaded({ data: result.ok && 'data' in result ? result.data : null });
      } catch {
        toast({ title: CAROUSEL_ERROR_TITLE, description: carouselFailureText('load', 'network'), variant: 'destructive' });
        setLoaded({ data: null });
      }
    });
  };

  return (
    <>
      <button type="button" onClick={show} className={secondaryButtonClass}>
        {t('dialogOpen')}
      </button>
      {open && (
        <Modal titleId="carousel-dialog-title" title={t('dialogTitle')} onClose={() => setOpen(false)} wide>
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={t('close')}
            className="absolute top-3 right-3 flex size-11 cursor-pointer items-center justify-center rounded-full hover:bg-earth-pale focus-visible:outline-2 focus-visible:outline-primary"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <p className="mt-1 mb-4">{t('dialogIntro')}</p>
          {loaded ? (
            <CarouselEditor initial={loaded.data} />
          ) : (
            <p role="status" className="py-8 text-center">
              {t('loading')}
            </p>
          )}
          {/* The page outside a modal dialog is inert and under it: the dialog shows toasts itself while open. */}
          <Toaster />
        </Modal>
      )}
    </>
  );
}
