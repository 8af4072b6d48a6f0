import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { HoldLeft } from '@/components/admin/desk/hold-left';
import { NotificationSummary } from '@/components/admin/desk/notification-summary';
import { TableRegion, linkClass, tdClass, thClass } from '@/components/admin/desk/table-region';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { listNotifications } from '@/server/notifications';
import { deskDashboard } from '@/server/reservations/dashboard';
import type { ReservationRow } from '@/server/db/schema';
import { todayIn } from '@/lib/dates';
import { staffPageViewer } from './access';
import { formatDateBr } from '@/lib/dates';
import { formatTotal } from '@/lib/pricing';

const card = 'rounded-xl border border-earth-light bg-white p-4';
const cardTitle = 'mb-3 text-lg font-bold text-earth-dark';

/** The admin's first screen: requests waiting for an answer, today's movement, tonight's occupancy, unread notifications. */
export default async function AdminDashboardPage() {
  const viewer = await staffPageViewer('/admin');
  const db = await getDb();
  const today = todayIn(config().HOTEL_TIMEZONE);
  const [dash, unread, t, td, format] = await Promise.all([
    deskDashboard(db, today),
    listNotifications(db, { page: 1, pageSize: 5, unreadOnly: true }),
    getTranslations('admin'),
    getTranslations('adminDesk.dashboard'),
    getFormatter(),
  ]);
  const stay = (r: ReservationRow) => td('stay', { roomType: r.roomType, checkIn: formatDateBr(r.checkInDate), checkOut: formatDateBr(r.checkOutDate) });
  const guests = (title: string, rows: ReservationRow[], id: string) => (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={cardTitle}>
        {title} <span className="font-normal">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="text-earth-dark">{td('nobody')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((r) => (
            <li key={r.id}>
              <Link href={`/admin/reservas/${r.id}`} className={linkClass}>
                {r.guestName}
              </Link>
              <div className="text-sm text-earth-dark">{stay(r)}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <>
      <PageHeader title={t('dashboardTitle')} description={`${td('description')} ${t('signedInAs', { email: viewer.email })}`} />
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="dash-pending" className={`${card} lg:col-span-2`}>
          <h2 id="dash-pending" className={cardTitle}>
            {td('pendingTitle')} <span className="font-normal">({dash.pending.length})</span>
          </h2>
          {dash.pending.length === 0 ? (
            <p className="text-earth-dark">{td('pendingEmpty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-earth-light" data-testid="dashboard-pending">
              {dash.pending.map((r) => (
                <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                  <div>
                    <Link href={`/admin/reservas/${r.id}`} className={linkClass}>
                      {r.guestName}
                    </Link>
                    <div className="text-sm text-earth-dark">
                      {stay(r)} · {format.dateTime(r.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
                    </div>
                  </div>
                  <div className="flex flex-wrap items-baseline gap-3">
                    {r.depositAmount !== null && (
                      <span
                        data-testid="dashboard-deposit"
                        className={`rounded-full px-3 py-0.5 text-sm font-semibold ${r.depositPaidAt ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
                      >
                        {r.depositPaidAt ? td('depositPaid') : td('depositPending', { amount: formatTotal(r.depositAmount) })}
                      </span>
                    )}
                    <HoldLeft createdAt={r.createdAt} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3">
            <Link href="/admin/reservas?status=pending" className={linkClass}>
              {td('seeAllReservations')}
            </Link>
          </p>
        </section>
        {guests(td('checkInsTitle'), dash.checkIns, 'dash-checkins')}
        {guests(td('checkOutsTitle'), dash.checkOuts, 'dash-checkouts')}
        <section aria-labelledby="dash-occupancy" className={card}>
          <h2 id="dash-occupancy" className={cardTitle}>
            {td('occupancyTitle')}
          </h2>
          <TableRegion label={td('occupancyCaption')} hint={false}>
            <table className="w-full border-collapse">
              <caption className="sr-only">{td('occupancyCaption')}</caption>
              <thead>
                <tr className="border-b border-earth-light">
                  <th scope="col" className={thClass}>
                    {td('roomType')}
                  </th>
                  <th scope="col" className={`${thClass} text-right`}>
                    {td('occupied')}
                  </th>
                  <th scope="col" className={`${thClass} text-right`}>
                    {td('free')}
                  </th>
                  <th scope="col" className={`${thClass} text-right`}>
                    {td('total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {dash.occupancy.map((o) => (
                  <tr key={o.id} className="border-b border-earth-light/60 last:border-0">
                    <th scope="row" className={`${tdClass} text-left font-normal`}>
                      {o.name}
                    </th>
                    <td className={`${tdClass} text-right`}>{o.occupied}</td>
                    <td className={`${tdClass} text-right ${o.free === 0 ? 'font-semibold text-red-800' : ''}`}>{o.free}</td>
                    <td className={`${tdClass} text-right`}>{o.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        </section>
        <section aria-labelledby="dash-notifications" className={card}>
          <h2 id="dash-notifications" className={cardTitle}>
            {td('notificationsTitle')} <span className="font-normal">({unread.total})</span>
          </h2>
          {unread.items.length === 0 ? (
            <p className="text-earth-dark">{td('notificationsEmpty')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {unread.items.map((n) => (
                <li key={n.id}>
                  <NotificationSummary notification={n} />
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3">
            <Link href="/admin/notificacoes" className={linkClass}>
              {td('seeAllNotifications')}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
