import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/components/admin/admin-shell';
import { DatabaseUnavailable } from '@/components/ui/database-unavailable';
import { lookupViewer } from '@/server/auth/current-user';
import { requireStaffPage } from '@/server/auth/guards';
import { getDb } from '@/server/db';
import { countUnreadNotifications } from '@/server/notifications';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin');
  return { title: { default: t('title'), template: `%s | ${t('title')}` }, robots: { index: false, follow: false } };
}

/**
 * The admin's frame, for staff only (decided on the server): anonymous → /auth?next=/admin; signed in
 * without the permission → HTTP 403 (app/forbidden.tsx). Each page checks again itself (pages render
 * in parallel with their layout, so the layout alone guards nothing). With the database unreachable
 * the session cannot be checked: nothing of the admin shows (the pages refuse too), only the notice
 * saying so; nobody is sent to the sign-in.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  if ((await lookupViewer()).status === 'unavailable') return <DatabaseUnavailable area="admin" />;
  const viewer = await requireStaffPage('/admin');
  const unread = await countUnreadNotifications(await getDb());
  return (
    <AdminShell email={viewer.email} unreadNotifications={unread}>
      {children}
    </AdminShell>
  );
}
