import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import { PageHeader } from '@/components/admin/page-header';
import { StatusBadge } from '@/components/admin/desk/status-badge';
import { HoldLeft } from '@/components/admin/desk/hold-left';
import { ReservationActions } from '@/components/admin/desk/reservation-actions';
import { MarkDepositPaid } from '@/components/admin/desk/deposit-actions';
import { hotelContact } from '@/server/hotel-info';
import { whatsappLink, whatsappMessage } from '@/lib/whatsapp';
import { pixTxid } from '@/lib/pix-br-code';
import { secondaryButtonClass } from '@/components/ui/form-styles';
import { linkClass } from '@/components/admin/desk/table-region';
import { getDb } from '@/server/db';
import { getReservationDetail } from '@/server/reservations/desk-lists';
import { reservationIdSchema } from '@/lib/admin-desk';
import { formatTotal } from '@/lib/pricing';
import { staffPageViewer } from '../../access';
import { formatDateBr } from '@/lib/dates';

export async function generateMetadata() {
  return { title: (await getTranslations('adminDesk.list'))('title') };
}

function Facts({ title, rows }: { title: string; rows: [string, React.ReactNode][] }) {
  return (
    <section className="rounded-xl border border-earth-light bg-white p-4">
      <h2 className="mb-3 text-lg font-bold text-earth-dark">{title}</h2>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-earth-dark">{label}</dt>
            <dd className="text-earth-dark [overflow-wrap:anywhere] whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Everything the guest sent, the reservation's history and e-mails, and the answers (confirm, cancel). */
export default async function ReservationDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await staffPageViewer(`/admin/reservas/${id}`);
  const [t, tf, tl, tEmails, ta, ts, td, tw, format, hotel] = await Promise.all([
    getTranslations('adminDesk.detail'),
    getTranslations('adminDesk.detail.fields'),
    getTranslations('adminDesk.list'),
    getTranslations('adminDesk.emails'),
    getTranslations('adminDesk.actions'),
    getTranslations('adminDesk.status'),
    getTranslations('adminDesk.deposit'),
    getTranslations('adminDesk.whatsapp'),
    getFormatter(),
    hotelContact(),
  ]);
  const back = (
    <Link href="/admin/reservas" className={`inline-flex min-h-11 items-center gap-1 ${linkClass}`}>
      <ArrowLeft aria-hidden className="size-4" />
      {t('back')}
    </Link>
  );
  const parsed = reservationIdSchema.safeParse({ id });
  const detail = parsed.success ? await getReservationDetail(await getDb(), parsed.data.id) : null;
  if (!detail) {
    return (
      <>
        <PageHeader title={t('notFound')} />
        {back}
      </>
    );
  }
  const r = detail.reservation;
  const empty = t('empty');
  const text = (v: string | null | undefined) => (v && v.trim() !== '' ? v : empty);
  const when = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: 'short', timeStyle: 'short' }) : empty);
  const whatsapp = whatsappLink(r.guestPhone, whatsappMessage(r, hotel.name));

  return (
    <>
      <div className="mb-2">{back}</div>
      <PageHeader title={t('title', { name: r.guestName })} />
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-4">
          <Facts
            title={t('historySection')}
            rows={[
              [tf('status'), <StatusBadge key="s" status={r.status} />],
              ...(r.status === 'pending' ? ([[tf('hold'), <HoldLeft key="h" createdAt={r.createdAt} />]] as [string, React.ReactNode][]) : []),
              [tf('createdAt'), when(r.createdAt)],
              [tf('updatedAt'), when(r.updatedAt)],
              [tf('confirmedAt'), when(r.confirmedAt)],
              [tf('cancelledAt'), when(r.cancelledAt)],
              [tf('cancellationReason'), text(r.cancellationReason)],
              [tf('id'), <code key="id" className="text-sm break-all">{r.id}</code>],
            ]}
          />
          <Facts
            title={t('staySection')}
            rows={[
              [tf('roomType'), r.roomType],
              [tf('checkIn'), formatDateBr(r.checkInDate)],
              [tf('checkOut'), formatDateBr(r.checkOutDate)],
              [tf('nights'), tl('nights', { count: r.nights })],
              [tf('guestsCount'), String(r.guestsCount)],
              [tf('totalPrice'), formatTotal(r.totalPrice)],
              [tf('specialRequests'), text(r.specialRequests)],
            ]}
          />
          <Facts
            title={t('guestSection')}
            rows={[
              [tf('guestName'), r.guestName],
              [tf('guestEmail'), <a key="e" href={`mailto:${r.guestEmail}`} className={linkClass}>{r.guestEmail}</a>],
              [tf('guestPhone'), r.guestPhone],
              [tf('guestCpf'), text(r.guestCpf)],
              [tf('guestBirthDate'), r.guestBirthDate ? formatDateBr(r.guestBirthDate) : empty],
              [tf('guestAddress'), text(r.guestAddress)],
              [tf('guestCity'), text(r.guestCity)],
              [tf('guestState'), text(r.guestState)],
              [tf('guestCep'), text(r.guestCep)],
              [tf('emergencyContactName'), text(r.emergencyContactName)],
              [tf('emergencyContactPhone'), text(r.emergencyContactPhone)],
              [tf('account'), r.guestUserId ? t('hasAccount') : t('noAccount')],
            ]}
          />
        </div>
        <div className="flex flex-col gap-4">
          {r.status === 'cancelled' ? (
            <p className="rounded-xl border border-earth-light bg-white p-4 text-earth-dark">{ta('closed', { status: ts('cancelled').toLowerCase() })}</p>
          ) : (
            <ReservationActions id={r.id} status={r.status} />
          )}
          <section className="rounded-xl border border-earth-light bg-white p-4" aria-labelledby="reservation-deposit" data-testid="reservation-deposit">
            <h2 id="reservation-deposit" className="mb-3 text-lg font-bold text-earth-dark">
              {td('title')}
            </h2>
            {r.depositAmount === null ? (
              <p className="text-earth-dark">{td('none')}</p>
            ) : (
              <>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-earth-dark">
                  <dt className="text-sm font-semibold">{td('amount')}</dt>
                  <dd>{formatTotal(r.depositAmount)}</dd>
                  <dt className="text-sm font-semibold">{td('txid')}</dt>
                  <dd>
                    <code className="text-sm break-all">{pixTxid(r.id)}</code>
                  </dd>
                  <dt className="text-sm font-semibold">{td('status')}</dt>
                  <dd data-testid="deposit-status">{r.depositPaidAt ? td('paid', { date: when(r.depositPaidAt) }) : td('pending')}</dd>
                </dl>
                {!r.depositPaidAt && r.status !== 'cancelled' && <MarkDepositPaid id={r.id} />}
              </>
            )}
          </section>
          <section className="rounded-xl border border-earth-light bg-white p-4" aria-labelledby="reservation-whatsapp">
            <h2 id="reservation-whatsapp" className="mb-3 text-lg font-bold text-earth-dark">
              {tw('title')}
            </h2>
            {whatsapp ? (
              <>
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={secondaryButtonClass} aria-describedby="whatsapp-hint" data-testid="whatsapp-link">
                  <MessageCircle aria-hidden className="size-5" />
                  {tw('link')}
                </a>
                <p id="whatsapp-hint" className="mt-1 text-sm text-earth-dark">
                  {tw('hint')}
                </p>
              </>
            ) : (
              <p className="text-earth-dark">{tw('noPhone')}</p>
            )}
          </section>
          <section className="rounded-xl border border-earth-light bg-white p-4" aria-labelledby="reservation-emails">
            <h2 id="reservation-emails" className="mb-3 text-lg font-bold text-earth-dark">
              {t('emailsSection')}
            </h2>
            {detail.emails.length === 0 ? (
              <p className="text-earth-dark">{t('noEmails')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {detail.emails.map((m) => (
                  <li key={m.id} className="text-sm text-earth-dark" data-testid="reservation-email">
                    <span className="font-semibold">{m.subject}</span>
                    <br />
                    {m.toAddress} · {tEmails(`status.${m.status}`)} · {when(m.sentAt ?? m.createdAt)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
