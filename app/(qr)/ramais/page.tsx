import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QrShell, qrButtonClass } from '@/components/qr/qr-shell';
import { qrContent, qrDescription, qrMetadata } from '@/components/qr/qr-content';
import { Icon } from '@/components/ui/icon';
import { textLines } from '@/lib/document';
import { parseExtension } from '@/lib/qr';

export async function generateMetadata(): Promise<Metadata> {
  return qrMetadata('qr-ramais', await qrDescription('ramais'));
}

/** /ramais: the staff's list 'Recepção: 9', one per line, each a tel: link. */
export default async function ExtensionsPage() {
  const [t, content] = await Promise.all([getTranslations('qr'), qrContent('qr-ramais')]);
  const extensions = textLines(content.extensions ?? '').flatMap((line) => parseExtension(line) ?? []);
  return (
    <QrShell title={content.title ?? ''} intro={content.intro}>
      {extensions.length === 0 ? (
        <p className="text-lg text-earth-dark">{t('extensions.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {extensions.map((e) => (
            <li key={`${e.name}-${e.number}`}>
              <a
                href={`tel:${e.number.replace(/[^\d*#+]/g, '')}`}
                aria-label={t('extensions.call', { name: e.name, number: e.number })}
                className={`${qrButtonClass} justify-between border-2 border-earth-light bg-white text-earth-dark hover:bg-earth-pale`}
              >
                <span>{e.name}</span>
                <span className="inline-flex items-center gap-2 font-mono text-xl">
                  <Icon name="phone" className="size-5" />
                  {e.number}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </QrShell>
  );
}
