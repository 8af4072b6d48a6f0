import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@/components/admin/page-header';
import { StatusBadge } from '@/components/admin/desk/status-badge';
import { HoldLeft } from '@/components/admin/desk/hold-left';
import { ReservationActions } from '@/components/admin/desk/reservation-actions';
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
  const [t, tf, tl, tEmails, ta, ts, format] = await Promise.all([
    getTranslations('adminDesk.detail'),
    getTranslations('adminDesk.detail.fields'),
    getTranslations('adminDesk.list'),
    getTranslations('adminDesk.emails'),
    getTranslations('adminDesk.actions'),
    getTranslations('adminDesk.status'),
    getFormatter(),
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
