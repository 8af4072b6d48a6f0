import 'server-only';
import { requireStaffPage } from '@/server/auth/guards';
import type { Viewer } from '@/server/auth/types';

/**
 * First call of every admin page: the staff viewer. Anonymous visitors go to the sign-in, anyone
 * else gets HTTP 403 (forbidden()). Pages render in parallel with their layout, so each checks itself.
 */
export async function staffPageViewer(path: string): Promise<Viewer> {
  return requireStaffPage(path);
}
