import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PageHeader } from '@/components/admin/page-header';
import { TableRegion, linkClass, tdClass, thClass } from '@/components/admin/desk/table-region';
import { secondaryButtonClass } from '@/components/ui/form-styles';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { occupancyCalendar } from '@/server/reservations/calendar';
import { parseMonth, shiftMonth, todayIn } from '@/lib/dates';
import { staffPageViewer } from '../../access';

export async function generateMetadata() {
  return { title: (await getTranslations('adminDesk.calendar'))('title') };
}

/** Nights of a month × room types: apartments held / total, with month navigation. */
export default async function OccupancyCalendarPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await staffPageViewer('/admin/reservas/calendario');
  const requested = (await searchParams).mes;
  const today = todayIn(config().HOTEL_TIMEZONE);
  const month = parseMonth(requested) ?? today.slice(0, 7);
  const [calendar, t, format] = await Promise.all([occupancyCalendar(await getDb(), month), getTranslations('adminDesk.calendar'), getFormatter()]);
  const monthName = format.dateTime(new Date(`${month}-15T12:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dayLabel = (night: string) => format.dateTime(new Date(`${night}T12:00:00Z`), { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });

  return (
    <>
      <div className="mb-2">
        <Link href="/admin/reservas" className={`inline-flex min-h-11 items-center ${linkClass}`}>
          {t('backToList')}
        </Link>
      </div>
      <PageHeader title={t('title')} description={t('description')} />
      {requested !== undefined && parseMonth(requested) === null && (
        <p role="alert" className="mb-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
          {t('invalidMonth')}
        </p>
      )}
      <nav aria-label={t('monthNav')} className="mb-4 flex flex-wrap items-center gap-2">
        <Link href={`/admin/reservas/calendario?mes=${shiftMonth(month, -1)}`} className={secondaryButtonClass}>
          <ChevronLeft aria-hidden className="size-5" />
          {t('previous')}
        </Link>
        <Link href={`/admin/reservas/calendario?mes=${today.slice(0, 7)}`} className={secondaryButtonClass} aria-current={month === today.slice(0, 7) ? 'page' : undefined}>
          {t('current')}
        </Link>
        <Link href={`/admin/reservas/calendario?mes=${shiftMonth(month, 1)}`} className={secondaryButtonClass}>
          {t('next')}
          <ChevronRight aria-hidden className="size-5" />
        </Link>
      </nav>
      {calendar.roomTypes.length === 0 ? (
        <p className="rounded-xl border border-earth-light bg-white p-6 text-earth-dark">{t('noRoomTypes')}</p>
      ) : (
        <TableRegion label={t('regionLabel')}>
          <table className="border-collapse" data-testid="occupancy-calendar">
            <caption className="px-3 pt-3 text-left text-lg font-bold text-earth-dark">{t('caption', { month: monthName })}</caption>
            <thead>
              <tr className="border-b border-earth-light">
                <th scope="col" className={`${thClass} sticky left-0 bg-white`}>
                  {t('night')}
                </th>
                {calendar.roomTypes.map((rt) => (
                  <th key={rt.id} scope="col" className={`${thClass} min-w-28 whitespace-normal`}>
                    {rt.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {calendar.nights.map((night) => (
                <tr key={night} className={`border-b border-earth-light/60 ${night === today ? 'bg-earth-pale' : ''}`} data-night={night}>
                  <th scope="row" className={`${tdClass} sticky left-0 bg-inherit text-left font-semibold whitespace-nowrap`}>
                    {dayLabel(night)}
                  </th>
                  {calendar.roomTypes.map((rt) => {
                    const occupied = calendar.occupied[`${night}|${rt.id}`] ?? 0;
                    const free = Math.max(0, rt.total - occupied);
                    const full = free === 0;
                    return (
                      <td key={rt.id} className={`${tdClass} text-center ${full ? 'bg-red-100 font-semibold text-red-900' : occupied > 0 ? 'bg-amber-50' : ''}`} data-room-name={rt.name}>
                        <span aria-hidden>
                          {occupied}/{rt.total}
                        </span>
                        <span className="sr-only">{t('cell', { occupied, total: rt.total, free })}</span>
                        {full && <span className="block text-xs">{t('full')}</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </>
  );
}
