'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { PixCharge } from '@/lib/pix-settings';
import { formatTotal } from '@/lib/pricing';
import { secondaryButtonClass } from '@/components/ui/form-styles';
import { Icon } from '@/components/ui/icon';

/**
 * The PIX deposit: the QR code (an SVG path the server drew: no request, so it shows offline in a
 * cached page), the amount and receiver, and the "copia e cola" text with a copy button.
 */
export function PixPayment({ charge, headingLevel = 3, labelledBy }: { charge: PixCharge; headingLevel?: 2 | 3 | 4; labelledBy?: string }) {
  const t = useTranslations('reservation.pix');
  const id = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const amount = formatTotal(charge.amount);
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(charge.payload);
      setCopy('copied');
    } catch {
      setCopy('failed');
      const field = document.getElementById(`${id}-code`) as HTMLTextAreaElement | null;
      field?.focus();
      field?.select();
    }
  };

  return (
    <section aria-labelledby={labelledBy ?? `${id}-title`} data-testid="pix-payment" className="rounded-2xl bg-white p-4 ring-1 ring-earth-light/70 sm:p-5">
      {/* Inside a screen whose own heading says it already (the dialog's success step), none of its own. */}
      {!labelledBy && (
        <Heading id={`${id}-title`} className="mb-3 text-lg font-bold text-earth-dark">
          {t('title')}
        </Heading>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <svg
          role="img"
          aria-label={t('qr', { amount })}
          viewBox={`0 0 ${charge.qr.size} ${charge.qr.size}`}
          shapeRendering="crispEdges"
          className="size-56 shrink-0 self-center rounded-lg border border-earth-light bg-white sm:self-start"
          data-testid="pix-qr"
        >
          <rect width={charge.qr.size} height={charge.qr.size} fill="#ffffff" />
          <path d={charge.qr.path} fill="#000000" />
        </svg>
        <div className="min-w-0 flex-1 text-earth-dark">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-sm">{t('amount')}</dt>
            <dd className="font-bold" data-testid="pix-amount">
              {amount}
            </dd>
            <dt className="text-sm">{t('receiver')}</dt>
            <dd className="font-semibold [overflow-wrap:anywhere]">{charge.receiver}</dd>
          </dl>
          <label htmlFor={`${id}-code`} className="mt-3 block font-medium">
            {t('copyPaste')}
          </label>
          <textarea
            id={`${id}-code`}
            readOnly
            rows={4}
            value={charge.payload}
            data-testid="pix-copy-paste"
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 w-full resize-none rounded-xl border border-earth-medium/60 bg-earth-pale/40 p-2 font-mono text-xs break-all text-earth-dark"
          />
          <button type="button" onClick={onCopy} className={`${secondaryButtonClass} mt-2`}>
            <Icon name="copy" className="size-4" />
            {t('copy')}
          </button>
          <p role="status" aria-live="polite" className="mt-1 min-h-5 text-sm font-medium">
            {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
          </p>
          <p className="mt-1 text-sm">{t('note')}</p>
        </div>
      </div>
    </section>
  );
}
