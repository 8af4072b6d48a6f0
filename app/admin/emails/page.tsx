import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Send } from 'lucide-react';
import { PageHeader } from '@/components/admin/page-header';
import { Pagination } from '@/components/admin/desk/pagination';
import { ResendButton } from '@/components/admin/desk/email-buttons';
import { TableRegion, linkClass, tdClass, thClass } from '@/components/admin/desk/table-region';
import { StatusPill, type StatusTone } from '@/components/admin/status-pill';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-styles';
import { getDb } from '@/server/db';
import { listOutbox } from '@/server/email/admin';
import { configuredEmailProvider } from '@/server/email/providers';
import { EMAIL_STATUS_VALUES, emailFiltersSchema } from '@/lib/admin-desk';
import { staffPageViewer } from '../access';

export async function generateMetadata() {
  return { title: (await getTranslations('adminDesk.emails'))('title') };
}

const TONE = { pending: 'waiting', sending: 'working', sent: 'good', failed: 'bad' } as const satisfies Record<string, StatusTone>;

/** The outbox: every e-mail of the site with its status, attempts and last error; resend of the failed ones. */
export default async function EmailsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await staffPageViewer('/admin/emails');
  const filters = emailFiltersSchema.parse(await searchParams);
  const [list, t, format] = await Promise.all([listOutbox(await getDb(), filters), getTranslations('adminDesk.emails'), getFormatter()]);
  const provider = configuredEmailProvider().name as 'resend' | 'smtp' | 'none';
  const when = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: 'short', timeStyle: 'short' }) : '—');
  const href = (page: number) => {
    const params = new URLSearchParams();
    if (filters.status) params.set('status', filters.status);
    if (page > 1) params.set('page', String(page));
    const query = params.toString();
    return `/admin/emails${query ? `?${query}` : ''}`;
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={`${t('description')} ${t('provider', { provider: t(`providers.${provider}`) })}`}
        actions={
          <Link href="/testemail" className={secondaryButtonClass}>
            <Send aria-hidden className="size-5" />
            {t('testLink')}
          </Link>
        }
      />
      <form method="get" className="mb-4 flex flex-wrap items-end gap-2 rounded-xl border border-earth-light bg-white p-4">
        <div>
          <label htmlFor="email-status" className="mb-1 block text-sm font-medium text-earth-dark">
            {t('filterLabel')}
          </label>
          <select id="email-status" name="status" defaultValue={filters.status ?? ''} className={inputClass}>
            <option value="">{t('allStatuses')}</option>
            {EMAIL_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButtonClass}>
          {t('apply')}
        </button>
      </form>
      {list.items.length === 0 ? (
        <p className="rounded-xl border border-earth-light bg-white p-6 text-earth-dark">{t('empty')}</p>
      ) : (
        <TableRegion label={t('regionLabel')}>
          <table className="w-full min-w-[60rem] border-collapse">
            <caption className="px-3 pt-3 text-left text-sm font-medium text-earth-dark">{t('caption', { total: list.total })}</caption>
            <thead>
              <tr className="border-b border-earth-light">
                {(['to', 'subject', 'state', 'attempts', 'lastError', 'createdAt', 'sentAt', 'actions'] as const).map((key) => (
                  <th key={key} scope="col" className={thClass}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.items.map((m) => (
                <tr key={m.id} className="border-b border-earth-light/60 last:border-0" data-testid="outbox-row">
                  <td className={`${tdClass} break-all`}>{m.toAddress}</td>
                  <th scope="row" className={`${tdClass} font-normal`}>
                    {m.subject}
                    {m.reservationId && (
                      <div>
                        <Link href={`/admin/reservas/${m.reservationId}`} className={`text-xs ${linkClass}`}>
                          {t('reservationLink')}
                        </Link>
                      </div>
                    )}
                  </th>
                  <td className={tdClass}>
                    <StatusPill tone={TONE[m.status]}>{t(`status.${m.status}`)}</StatusPill>
                  </td>
                  <td className={`${tdClass} text-right`}>{m.attempts}</td>
                  <td className={`${tdClass} max-w-64 [overflow-wrap:anywhere]`}>{m.lastError ?? '—'}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{when(m.createdAt)}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{when(m.sentAt)}</td>
                  <td className={tdClass}>{m.status === 'failed' && <ResendButton id={m.id} subject={m.subject} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} href={href} />
    </>
  );
}
