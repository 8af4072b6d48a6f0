import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { NotificationItem } from '@/server/notifications';
import { linkClass } from './table-region';

/** The reservation a notification is about (its column, or reservation_id in its data). */
export function notificationReservationId(n: NotificationItem): string | null {
  const fromData = n.data?.reservation_id;
  return n.reservationId ?? (typeof fromData === 'string' ? fromData : null);
}

/** A notification in one or two lines (the dashboard): title, message, time, link to its reservation. */
export async function NotificationSummary({ notification: n }: { notification: NotificationItem }) {
  const [t, format] = await Promise.all([getTranslations('adminDesk.notifications'), getFormatter()]);
  const reservationId = notificationReservationId(n);
  return (
    <div className="text-earth-dark">
      <span className="font-semibold">{n.title}</span> · <span className="text-sm">{format.dateTime(n.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</span>
      <div className="text-sm">{n.message}</div>
      {reservationId && (
        <Link href={`/admin/reservas/${reservationId}`} className={`text-sm ${linkClass}`}>
          {t('openReservation')}
        </Link>
      )}
    </div>
  );
}
