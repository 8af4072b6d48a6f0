import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CalendarDays, Download } from 'lucide-react';
import { PageHeader } from '@/components/admin/page-header';
import { StatusBadge } from '@/components/admin/desk/status-badge';
import { HoldLeft } from '@/components/admin/desk/hold-left';
import { Pagination } from '@/components/admin/desk/pagination';
import { TableRegion, linkClass, tdClass, thClass } from '@/components/admin/desk/table-region';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-styles';
import { getDb } from '@/server/db';
import { listReservations, roomTypeOptions } from '@/server/reservations/desk-lists';
import { filtersQuery, parseReservationFilters, RESERVATION_STATUS_VALUES, SEARCH_MAX } from '@/lib/admin-desk';
import { formatTotal } from '@/lib/pricing';
import { staffPageViewer } from '../access';
import { formatDateBr } from '@/lib/dates';

export async function generateMetadata() {
  return { title: (await getTranslations('adminDesk.list'))('title') };
}

const labelClass = 'mb-1 block text-sm font-medium text-earth-dark';

/** The reservations: filters in the address (a plain GET form), a page of the list, CSV export of the filtered list. */
export default async function ReservationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await staffPageViewer('/admin/reservas');
  const { filters, errors } = parseReservationFilters(await searchParams);
  const db = await getDb();
  const [page, types, t, ts, format] = await Promise.all([
    listReservations(db, filters),
    roomTypeOptions(db),
    getTranslations('adminDesk.list'),
    getTranslations('adminDesk.status'),
    getFormatter(),
  ]);
  const csvHref = `/api/admin/reservas/csv${filtersQuery(filters, { page: 1 })}`;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Link href="/admin/reservas/calendario" className={secondaryButtonClass}>
              <CalendarDays aria-hidden className="size-5" />
              {t('calendar')}
            </Link>
            <a href={csvHref} download className={secondaryButtonClass}>
              <Download aria-hidden className="size-5" />
              {t('exportCsv')}
            </a>
          </>
        }
      />

      <form method="get" role="search" aria-label={t('filtersTitle')} className="mb-4 grid gap-3 rounded-xl border border-earth-light bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <label htmlFor="f-status" className={labelClass}>
            {t('status')}
          </label>
          <select id="f-status" name="status" defaultValue={filters.status ?? ''} className={inputClass}>
            <option value="">{t('allStatuses')}</option>
            {RESERVATION_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {ts(s)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-from" className={labelClass}>
            {t('from')}
          </label>
          <input id="f-from" type="date" name="from" defaultValue={filters.from ?? ''} className={inputClass} />
        </div>
        <div>
          <label htmlFor="f-to" className={labelClass}>
            {t('to')}
          </label>
          <input id="f-to" type="date" name="to" defaultValue={filters.to ?? ''} className={inputClass} />
        </div>
        <div>
          <label htmlFor="f-room" className={labelClass}>
            {t('roomType')}
          </label>
          <select id="f-room" name="roomType" defaultValue={filters.roomType ?? ''} className={inputClass}>
            <option value="">{t('allRoomTypes')}</option>
            {types.map((rt) => (
              <option key={rt.id} value={rt.id}>
                {rt.isActive ? rt.name : t('inactive', { name: rt.name })}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="f-q" className={labelClass}>
            {t('search')}
          </label>
          <input id="f-q" type="search" name="q" maxLength={SEARCH_MAX} defaultValue={filters.q ?? ''} className={inputClass} />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <button type="submit" className={primaryButtonClass}>
            {t('apply')}
          </button>
          <Link href="/admin/reservas" className={secondaryButtonClass}>
            {t('clear')}
          </Link>
        </div>
      </form>

      {errors.length > 0 && (
        <div role="alert" className="mb-4 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">{t('invalidFilters')}</p>
          <ul className="list-disc pl-5">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}

      {page.rows.length === 0 ? (
        <p className="rounded-xl border border-earth-light bg-white p-6 text-earth-dark">{t('empty')}</p>
      ) : (
        <TableRegion label={t('regionLabel')}>
          <table className="w-full min-w-[56rem] border-collapse">
            <caption className="px-3 pt-3 text-left text-sm font-medium text-earth-dark">{t('caption', { total: page.total })}</caption>
            <thead>
              <tr className="border-b border-earth-light">
                <th scope="col" className={thClass}>
                  {t('guest')}
                </th>
                <th scope="col" className={thClass}>
                  {t('contact')}
                </th>
                <th scope="col" className={thClass}>
                  {t('room')}
                </th>
                <th scope="col" className={thClass}>
                  {t('stay')}
                </th>
                <th scope="col" className={thClass}>
                  {t('status')}
                </th>
                <th scope="col" className={thClass}>
                  {t('total')}
                </th>
                <th scope="col" className={thClass}>
                  {t('requestedAt')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((r) => (
                <tr key={r.id} className="border-b border-earth-light/60 last:border-0" data-testid="reservation-row">
                  <th scope="row" className={`${tdClass} font-normal`}>
                    <Link href={`/admin/reservas/${r.id}`} className={linkClass}>
                      {r.guestName}
                    </Link>
                    {r.guestCpf && <div className="text-xs">{r.guestCpf}</div>}
                  </th>
                  <td className={tdClass}>
                    <div className="break-all">{r.guestEmail}</div>
                    <div>{r.guestPhone}</div>
                  </td>
                  <td className={tdClass}>{r.roomType}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {formatDateBr(r.checkInDate)} – {formatDateBr(r.checkOutDate)}
                    <div className="text-xs">{t('nights', { count: r.nights })}</div>
                  </td>
                  <td className={tdClass}>
                    <StatusBadge status={r.status} />
                    {r.status === 'pending' && (
                      <div className="mt-1 text-xs">
                        <HoldLeft createdAt={r.createdAt} />
                      </div>
                    )}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatTotal(r.totalPrice)}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{format.dateTime(r.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <Pagination page={page.page} pageCount={page.pageCount} href={(p) => `/admin/reservas${filtersQuery(filters, { page: p })}`} />
    </>
  );
}
