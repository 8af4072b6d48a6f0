import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { RoomTypesManager } from '@/components/admin/rooms/room-types-manager';
import { getDb } from '@/server/db';
import { listAdminRoomTypes } from '@/server/rooms/admin';
import { staffPageViewer } from '../access';

export default async function AdminRoomTypesPage() {
  await staffPageViewer('/admin/apartamentos');
  const [t, rooms] = await Promise.all([getTranslations('adminRooms'), listAdminRoomTypes(await getDb())]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <RoomTypesManager rooms={rooms} />
    </>
  );
}
