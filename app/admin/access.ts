import 'server-only';
import { requireStaffPage } from '@/server/auth/guards';
import type { Viewer } from '@/server/auth/types';

/**
 * First call of every admin page: the staff viewer, or null for anyone else (the page then renders
 * nothing and reads nothing; the layout shows the refusal). Anonymous visitors go to the sign-in.
 */
export async function staffPageViewer(path: string): Promise<Viewer | null> {
  const access = await requireStaffPage(path);
  return access.ok ? access.viewer : null;
}
