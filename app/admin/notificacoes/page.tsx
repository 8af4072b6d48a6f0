import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { Pagination } from '@/components/admin/desk/pagination';
import { MarkAllReadButton, MarkReadButton } from '@/components/admin/desk/notification-buttons';
import { notificationReservationId } from '@/components/admin/desk/notification-summary';
import { linkClass } from '@/components/admin/desk/table-region';
import { StatusBadge } from '@/components/admin/desk/status-badge';
import { getDb } from '@/server/db';
import { listNotifications, type NotificationItem } from '@/server/notifications';
import { reservationStatuses } from '@/server/reservations/desk-lists';
import { NOTIFICATIONS_PAGE_SIZE } from '@/lib/admin-desk';
import { formatTotal } from '@/lib/pricing';
import { staffPageViewer } from '../access';
import { formatDateBr } from '@/lib/dates';

export async function generateMetadata() {
  return { title: (await getTranslations('adminDesk.notifications'))('title') };
}

/** The data fields shown per type, in order (spec: new_reservation and contact_sent data). */
const FIELDS = {
  new_reservation: ['guest_name', 'guest_email', 'guest_phone', 'room_type', 'check_in', 'check_out', 'guests_count', 'total_price'],
  contact_sent: ['name', 'from', 'phone', 'message', 'to'],
  reservation_cancelled: ['guest_name', 'guest_email', 'room_type', 'check_in', 'check_out', 'reason'],
  event_quote: ['name', 'from', 'phone', 'event_date', 'guests', 'message', 'to'],
} as const satisfies Record<NotificationItem['type'], readonly string[]>;

function display(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if ((key === 'check_in' || key === 'check_out' || key === 'event_date') && typeof value === 'string') return formatDateBr(value);
  if (key === 'total_price' && (typeof value === 'number' || typeof value === 'string')) return formatTotal(Number(value));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The notifications of the last 7 days (expired ones are hidden), newest first, with their data and 'mark read'. */
export default async function NotificationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await staffPageViewer('/admin/notificacoes');
  const rawPage = Number((await searchParams).page);
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 100_000 ? rawPage : 1;
  const db = await getDb();
  const [list, t, tf, format] = await Promise.all([
    listNotifications(db, { page, pageSize: NOTIFICATIONS_PAGE_SIZE }),
    getTranslations('adminDesk.notifications'),
    getTranslations('adminDesk.notifications.data'),
    getFormatter(),
  ]);
  const statuses = await reservationStatuses(db, list.items.map(notificationReservationId).filter((id): id is string => id !== null));
  const pageCount = Math.max(1, Math.ceil(list.total / NOTIFICATIONS_PAGE_SIZE));

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} actions={list.items.some((n) => !n.isRead) ? <MarkAllReadButton /> : undefined} />
      {list.items.length === 0 ? (
        <p className="rounded-xl border border-earth-light bg-white p-6 text-earth-dark">{t('empty')}</p>
      ) : (
        <ul aria-label={t('listLabel')} className="flex flex-col gap-3">
          {list.items.map((n) => {
            const reservationId = notificationReservationId(n);
            const status = reservationId ? statuses.get(reservationId) : undefined;
            const fields = FIELDS[n.type].flatMap((key) => {
              const value = display(key, n.data?.[key]);
              return value === null ? [] : [[key, value] as const];
            });
            return (
              <li key={n.id} data-testid="notification" data-read={n.isRead} className={`rounded-xl border bg-white p-4 ${n.isRead ? 'border-earth-light' : 'border-primary border-l-4'}`}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 [overflow-wrap:anywhere]">
                    <p className="text-sm font-medium text-earth-dark">
                      {t(`types.${n.type}`)} · {n.isRead ? t('read') : <strong>{t('unread')}</strong>} ·{' '}
                      {t('receivedAt', { date: format.dateTime(n.createdAt, { dateStyle: 'short', timeStyle: 'short' }) })}
                    </p>
                    <h2 className="text-lg font-bold text-earth-dark">{n.title}</h2>
                    <p className="text-earth-dark">{n.message}</p>
                  </div>
                  {!n.isRead && <MarkReadButton id={n.id} title={n.title} />}
                </div>
                {fields.length > 0 && (
                  <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
                    {fields.map(([key, value]) => (
                      <div key={key} className="contents">
                        <dt className="text-sm font-semibold text-earth-dark">{tf(key)}</dt>
                        <dd className="text-earth-dark [overflow-wrap:anywhere] whitespace-pre-line">{value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {reservationId && (
                  <p className="mt-2 flex flex-wrap items-center gap-2">
                    <Link href={`/admin/reservas/${reservationId}`} className={linkClass}>
                      {t('openReservation')}
                    </Link>
                    {status && (
                      <span className="text-sm text-earth-dark">
                        {t('reservationStatus')} <StatusBadge status={status} />
                      </span>
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} href={(p) => `/admin/notificacoes${p > 1 ? `?page=${p}` : ''}`} />
    </>
  );
}
