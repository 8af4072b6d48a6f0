import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/components/auth/auth-shell';
import { Forbidden } from '@/components/auth/forbidden';
import { AdminShell } from '@/components/admin/admin-shell';
import { requireStaffPage } from '@/server/auth/guards';
import { needsStaffVerification } from '@/server/auth/staff';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { countUnreadNotifications } from '@/server/notifications';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin');
  return { title: { default: t('title'), template: `%s | ${t('title')}` }, robots: { index: false, follow: false } };
}

/**
 * The admin's frame, for staff only (decided on the server): anonymous → /auth?next=/admin; signed in
 * without the permission → the refusal with the spec's message. Each page checks again itself
 * (pages render in parallel with their layout, so the layout alone guards nothing).
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const access = await requireStaffPage('/admin');
  if (!access.ok) {
    const pending = needsStaffVerification(access.viewer, config().STAFF_EMAILS) ? access.viewer.email : null;
    return (
      <AuthShell>
        <Forbidden message={access.message} pendingStaffEmail={pending} />
      </AuthShell>
    );
  }
  const unread = await countUnreadNotifications(await getDb());
  return (
    <AdminShell email={access.viewer.email} unreadNotifications={unread}>
      {children}
    </AdminShell>
  );
}
