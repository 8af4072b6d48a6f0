import { getTranslations } from 'next-intl/server';

/**
 * Texts of the image gallery and viewer, handed to those client components as props. Templates
 * keep their '{index}' / '{total}' placeholders, filled in the browser with `fillTemplate`.
 */
export interface ViewerLabels {
  /** Description of the full-screen dialog. */
  dialog: string;
  close: string;
  previous: string;
  next: string;
  unavailable: string;
  /** The placeholder record of a missing media: 'Imagem não disponível no momento'. */
  missing: string;
  morePhotos: string;
  /** 'Foto {index} de {total}'. */
  photo: string;
  /** 'Ampliar foto {index} de {total}'. */
  open: string;
  /** aria-roledescription of a card's photo gallery. */
  galleryRole: string;
}

export async function getViewerLabels(): Promise<ViewerLabels> {
  const [t, media] = await Promise.all([getTranslations('viewer'), getTranslations('media')]);
  return {
    dialog: t('dialog'),
    close: t('close'),
    previous: t('previous'),
    next: t('next'),
    unavailable: t('unavailable'),
    missing: media('placeholderDescription'),
    morePhotos: t('morePhotos'),
    photo: t.raw('photo') as string,
    open: t.raw('open') as string,
    galleryRole: t('galleryRole'),
  };
}
