import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/components/admin/admin-shell';
import { PageHeader } from '@/components/admin/page-header';
import { StatusPill, type StatusTone } from '@/components/admin/status-pill';
import { RepairButton } from '@/components/admin/diagnostics/repair-button';
import { StaffToolLinks } from '@/components/admin/diagnostics/staff-tool-links';
import { TableRegion, tdClass, thClass } from '@/components/admin/desk/table-region';
import { requireStaffPage } from '@/server/auth/guards';
import { getDb } from '@/server/db';
import { runDiagnostics, type CheckState } from '@/server/diagnostics';
import { countUnreadNotifications } from '@/server/notifications';
import { config } from '@/server/config';
import type { Dependency } from '@/server/resilience';

export async function generateMetadata() {
  return { title: (await getTranslations('diagnostics'))('title'), robots: { index: false, follow: false } };
}

const TONE: Record<CheckState, StatusTone> = { ok: 'good', down: 'bad', off: 'neutral' };

/** The spec's /diagnostico-supabase, for staff: each dependency's state, latency and detail; breakers; recent errors; the repair. */
export default async function DiagnosticsPage() {
  const viewer = await requireStaffPage('/diagnostico-supabase');
  const [t, diagnostics, unread] = await Promise.all([getTranslations('diagnostics'), runDiagnostics(), getDb().then(countUnreadNotifications, () => 0)]);
  const when = new Intl.DateTimeFormat('pt-BR', { timeZone: config().HOTEL_TIMEZONE, dateStyle: 'short', timeStyle: 'medium' });
  const errors = [
    // Newest first, as recentErrors() gives them.
    { key: 'application', list: diagnostics.errors.application },
    { key: 'boundary', list: diagnostics.errors.boundary },
  ] as const;

  return (
    <AdminShell email={viewer.email} unreadNotifications={unread}>
      <PageHeader title={t('title')} description={t('description')} />
      <p className="mb-3 text-sm text-earth-dark">{t('checkedAt', { at: when.format(new Date(diagnostics.checkedAt)) })}</p>
      <TableRegion label={t('title')}>
        <table className="w-full min-w-[48rem] border-collapse">
          <thead>
            <tr className="border-b border-earth-light">
              {(['service', 'state', 'latency', 'details'] as const).map((key) => (
                <th key={key} scope="col" className={thClass}>
                  {t(`columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {diagnostics.checks.map((check) => (
              <tr key={check.id} className="border-b border-earth-light/60 last:border-0" data-testid={`check-${check.id}`}>
                <th scope="row" className={`${tdClass} font-semibold`}>
                  {t(`services.${check.id}`)}
                </th>
                <td className={tdClass}>
                  <StatusPill tone={TONE[check.state]}>{t(`states.${check.state}`)}</StatusPill>
                </td>
                <td className={`${tdClass} text-right whitespace-nowrap tabular-nums`}>{check.latencyMs === null ? t('noLatency') : t('latency', { ms: check.latencyMs })}</td>
                <td className={`${tdClass} [overflow-wrap:anywhere]`}>
                  <ul>
                    {check.details.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>

      <section aria-labelledby="repair-title" className="mt-8 rounded-xl border border-earth-light bg-white p-4">
        <h2 id="repair-title" className="font-serif text-xl font-bold text-earth-dark">
          {t('repair.title')}
        </h2>
        <p className="mt-1 mb-3 text-earth-dark">{t('repair.description')}</p>
        <RepairButton label={t('repair.button')} running={t('repair.running')} failedTitle={t('repair.toasts.failed.title')} />
      </section>

      <section aria-labelledby="breakers-title" className="mt-8">
        <h2 id="breakers-title" className="font-serif text-xl font-bold text-earth-dark">
          {t('breakers.title')}
        </h2>
        <p className="mt-1 mb-3 text-earth-dark">{t('breakers.description')}</p>
        {diagnostics.breakers.length === 0 ? (
          <p className="text-earth-dark">{t('breakers.empty')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {diagnostics.breakers.map((b) => (
              <li key={b.dependency} className="rounded-xl border border-earth-light bg-white p-3 text-sm text-earth-dark" data-testid={`breaker-${b.dependency}`}>
                <p className="font-semibold">
                  {t(`services.${b.dependency as Dependency}`)} · {t(`breakers.state.${b.state}`)}
                </p>
                <p>{t('breakers.failures', { count: b.failures })}</p>
                {b.lastError && <p className="[overflow-wrap:anywhere]">{t('breakers.lastError', { error: b.lastError })}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="errors-title" className="mt-8">
        <h2 id="errors-title" className="font-serif text-xl font-bold text-earth-dark">
          {t('errors.title')}
        </h2>
        {errors.map(({ key, list }) => (
          <div key={key} className="mt-3">
            <h3 className="font-semibold text-earth-dark">{t(`errors.${key}`)}</h3>
            {list.length === 0 ? (
              <p className="text-sm text-earth-dark">{t('errors.empty')}</p>
            ) : (
              <ol className="mt-1 space-y-1 text-sm text-earth-dark">
                {list.map((e, i) => (
                  <li key={i} className="[overflow-wrap:anywhere]">
                    {t('errors.entry', { at: when.format(new Date(e.at)), source: e.source, code: e.code, message: e.detail })}
                  </li>
                ))}
              </ol>
            )}
          </div>
        ))}
      </section>

      <StaffToolLinks current="/diagnostico-supabase" />
    </AdminShell>
  );
}
