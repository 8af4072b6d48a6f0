import { getTranslations } from 'next-intl/server';
import { holdRemainingMs, hoursMinutes } from '@/lib/reservation-hold';

/** Time left in a pending request's 24 h hold, as of this render. */
export async function HoldLeft({ createdAt }: { createdAt: Date }) {
  const t = await getTranslations('adminDesk.hold');
  const left = holdRemainingMs(createdAt);
  // Under 3 h: shown in red, the request needs an answer soon.
  return <span className={left < 3 * 3_600_000 ? 'font-semibold text-red-800' : 'text-earth-dark'}>{left > 0 ? t('left', hoursMinutes(left)) : t('over')}</span>;
}
