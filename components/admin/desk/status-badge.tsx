import { getTranslations } from 'next-intl/server';
import type { DeskReservationStatus } from '@/lib/admin-desk';

const LOOK: Record<DeskReservationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-green-100 text-green-900 ring-green-300',
  cancelled: 'bg-gray-100 text-gray-800 ring-gray-300',
};

/** A reservation's status in Portuguese (Pendente, Confirmada, Cancelada). */
export async function StatusBadge({ status }: { status: DeskReservationStatus }) {
  const t = await getTranslations('adminDesk.status');
  return <span className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold ring-1 ${LOOK[status]}`}>{t(status)}</span>;
}
