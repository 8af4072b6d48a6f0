'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { CAROUSEL_ERROR_TITLE, carouselFailureText, type CarouselEditorData } from '@/lib/carousel';
import { loadCarouselAction } from '@/server/actions/admin-carousel';
import { secondaryButtonClass } from '@/components/ui/form-styles';
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
      <Dialog open={open} onClose={() => setOpen(false)} className="fixed inset-0 z-50 flex items-end justify-center p-2 sm:items-center sm:p-4">
        <DialogBackdrop className="fixed inset-0 bg-earth-dark/50" />
        <DialogPanel className="relative max-h-[92dvh] w-full max-w-5xl overflow-y-auto rounded-2xl bg-background p-4 text-earth-dark shadow-xl sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <DialogTitle className="font-serif text-2xl font-bold">{t('dialogTitle')}</DialogTitle>
              <p className="mt-1">{t('dialogIntro')}</p>
            </div>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label={t('close')}
              className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-earth-pale focus-visible:outline-2 focus-visible:outline-primary"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {loaded ? (
            <CarouselEditor initial={loaded.data} />
          ) : (
            <p role="status" className="py-8 text-center">
              {t('loading')}
            </p>
          )}
          {/* Everything outside a modal dialog is inert, so the dialog shows toasts itself while open. */}
          <Toaster />
        </DialogPanel>
      </Dialog>
    </>
  );
}
