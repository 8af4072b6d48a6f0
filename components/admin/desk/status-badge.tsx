import { getTranslations } from 'next-intl/server';
import { StatusPill, type StatusTone } from '@/components/admin/status-pill';
import type { DeskReservationStatus } from '@/lib/admin-desk';

const TONE: Record<DeskReservationStatus, StatusTone> = { pending: 'waiting', confirmed: 'good', cancelled: 'neutral' };

/** A reservation's status in Portuguese (Pendente, Confirmada, Cancelada). */
export async function StatusBadge({ status }: { status: DeskReservationStatus }) {
  const t = await getTranslations('adminDesk.status');
  return <StatusPill tone={TONE[status]}>{t(status)}</StatusPill>;
}
