import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/components/admin/admin-shell';
import { PageHeader } from '@/components/admin/page-header';
import { StaffToolLinks } from '@/components/admin/diagnostics/staff-tool-links';
import { TableRegion, tdClass, thClass } from '@/components/admin/desk/table-region';
import { requireStaffPage } from '@/server/auth/guards';
import { getDb } from '@/server/db';
import { testPublicReads } from '@/server/diagnostics/public-reads';
import { countUnreadNotifications } from '@/server/notifications';

export async function generateMetadata() {
  return { title: (await getTranslations('diagnostics'))('testServices.title'), robots: { index: false, follow: false } };
}

/** The spec's /test-services, for staff: each read of the public pages, run for real, with its result and time. */
export default async function TestServicesPage() {
  const viewer = await requireStaffPage('/test-services');
  const [t, reads, unread] = await Promise.all([getTranslations('diagnostics'), testPublicReads(), getDb().then(countUnreadNotifications, () => 0)]);
  return (
    <AdminShell email={viewer.email} unreadNotifications={unread}>
      <PageHeader title={t('testServices.title')} description={t('testServices.description')} />
      <TableRegion label={t('testServices.title')}>
        <table className="w-full min-w-[36rem] border-collapse">
          <thead>
            <tr className="border-b border-earth-light">
              {(['read', 'result', 'time'] as const).map((key) => (
                <th key={key} scope="col" className={thClass}>
                  {t(`testServices.columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {reads.map((read) => (
              <tr key={read.name} className="border-b border-earth-light/60 last:border-0" data-testid={`read-${read.name}`}>
                <th scope="row" className={`${tdClass} font-semibold`}>
                  {t(`testServices.reads.${read.name}`)}
                </th>
                <td className={`${tdClass} [overflow-wrap:anywhere]`}>
                  {read.ok ? (
                    <span className="font-semibold text-green-900">{t('testServices.ok', { count: read.items })}</span>
                  ) : (
                    <span className="font-semibold text-red-800">{t('testServices.failed', { error: read.error })}</span>
                  )}
                </td>
                <td className={`${tdClass} text-right whitespace-nowrap tabular-nums`}>{t('latency', { ms: read.ms })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <StaffToolLinks current="/test-services" />
    </AdminShell>
  );
}
