import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/components/admin/admin-shell';
import { PageHeader } from '@/components/admin/page-header';
import { TestEmailForm } from '@/components/admin/desk/email-buttons';
import { linkClass } from '@/components/admin/desk/table-region';
import { requireStaffPage } from '@/server/auth/guards';
import { getDb } from '@/server/db';
import { countUnreadNotifications } from '@/server/notifications';

export async function generateMetadata() {
  return { title: (await getTranslations('adminDesk.testEmail'))('title'), robots: { index: false, follow: false } };
}

/** The spec's /testemail, for staff: a test message through the configured provider and its answer (action in app/admin/emails/actions.ts). */
export default async function TestEmailPage() {
  const viewer = await requireStaffPage('/testemail');
  const [t, unread] = await Promise.all([getTranslations('adminDesk.testEmail'), countUnreadNotifications(await getDb())]);
  return (
    <AdminShell email={viewer.email} unreadNotifications={unread}>
      <PageHeader title={t('title')} description={t('description')} />
      <TestEmailForm defaultTo={viewer.email} />
      <p className="mt-4">
        <Link href="/admin/emails" className={linkClass}>
          {t('back')}
        </Link>
      </p>
    </AdminShell>
  );
}
