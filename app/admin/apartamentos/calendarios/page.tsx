import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { CalendarsManager, type RoomCalendarView } from '@/components/admin/rooms/calendars-manager';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { listRoomCalendars } from '@/server/calendars';
import { staffPageViewer } from '../../access';

export default async function AdminCalendarsPage() {
  await staffPageViewer('/admin/apartamentos/calendarios');
  const cfg = config();
  const [t, calendars] = await Promise.all([getTranslations('adminCalendars'), listRoomCalendars(await getDb())]);
  const when = new Intl.DateTimeFormat('pt-BR', { timeZone: cfg.HOTEL_TIMEZONE, dateStyle: 'short', timeStyle: 'short' });
  const format = (iso: string | null) => (iso ? when.format(new Date(iso)) : null);
  const site = cfg.SITE_URL.replace(/\/$/, '');
  const rooms: RoomCalendarView[] = calendars.map((c) => ({
    roomTypeId: c.roomTypeId,
    name: c.name,
    apartments: c.apartments,
    exportUrl: `${site}${c.exportPath}`,
    feeds: c.feeds.map((f) => ({ id: f.id, label: f.label, url: f.url, lastSynced: format(f.lastSyncedAt), lastAttempt: format(f.lastAttemptAt), lastError: f.lastError, blocks: f.blocks })),
  }));
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <CalendarsManager rooms={rooms} />
    </>
  );
}
