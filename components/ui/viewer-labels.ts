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
  morePhotos: string;
  /** 'Foto {index} de {total}'. */
  photo: string;
  /** 'Ampliar foto {index} de {total}'. */
  open: string;
  /** aria-roledescription of a card's photo gallery. */
  galleryRole: string;
}

export async function getViewerLabels(): Promise<ViewerLabels> {
  const t = await getTranslations('viewer');
  return {
    dialog: t('dialog'),
    close: t('close'),
    previous: t('previous'),
    next: t('next'),
    unavailable: t('unavailable'),
    morePhotos: t('morePhotos'),
    photo: t.raw('photo') as string,
    open: t.raw('open') as string,
    galleryRole: t('galleryRole'),
  };
}
