import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

const LINKS = [
  ['codes', '/admin/qr'],
  ['menu', '/admin/qr/cardapio'],
  ['events', '/admin/qr/centro-eventos'],
  ['texts', '/admin/qr/textos'],
  ['print', '/admin/qr/imprimir'],
] as const;

/** The sub-screens of /admin/qr. */
export async function QrSubnav({ current }: { current: (typeof LINKS)[number][0] }) {
  const t = await getTranslations('adminQr');
  return (
    <nav aria-label={t('title')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map(([key, href]) => (
          <li key={key}>
            <Link
              href={href}
              aria-current={key === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-earth-medium/60 bg-white px-3 text-sm font-medium text-earth-dark hover:bg-earth-pale aria-[current=page]:bg-primary aria-[current=page]:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {t(`sub.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
