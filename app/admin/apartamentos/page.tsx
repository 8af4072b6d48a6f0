import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { RoomTypesManager } from '@/components/admin/rooms/room-types-manager';
import { getDb } from '@/server/db';
import { listAdminRoomTypes } from '@/server/rooms/admin';
import { BED_TYPES, type BedType } from '@/lib/types';
import { staffPageViewer } from '../access';

export default async function AdminRoomTypesPage() {
  await staffPageViewer('/admin/apartamentos');
  const [t, bed, rooms] = await Promise.all([getTranslations('adminRooms'), getTranslations('apartments.bed'), listAdminRoomTypes(await getDb())]);
  const bedLabels = Object.fromEntries(BED_TYPES.map((b) => [b, bed(b)])) as Record<BedType, string>;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <RoomTypesManager rooms={rooms} bedLabels={bedLabels} />
    </>
  );
}
