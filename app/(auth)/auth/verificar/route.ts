import type { NextRequest } from 'next/server';
import { getAuth } from '@/server/auth/provider';
import { getViewer } from '@/server/auth/current-user';

/**
 * GET /auth/verificar?token=…: the link of the confirmation and staff verification e-mails. Marks
 * the address verified (single use, 24 h), then goes on: to the admin or the panel when that user
 * is signed in here, otherwise to the sign-in with the result (`verificado=ja`: a link opened again,
 * the address already confirmed). Private and never stored: reading the session may refresh
 * Supabase's cookies (their cache headers come with them).
 */
export async function GET(request: NextRequest) {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const goTo = (location: string) => {
    headers.set('Location', location);
    return new Response(null, { status: 307, headers });
  };
  const token = request.nextUrl.searchParams.get('token') ?? '';
  const outcome = await (await getAuth({ responseHeaders: headers })).verifyEmail(token);
  if (!outcome.ok && outcome.reason === 'invalid') return goTo('/auth?verificado=0');
  const next = outcome.purpose === 'staff_verification' ? '&next=%2Fadmin' : '';
  // Opened again: /auth says the address is confirmed, or sends a signed-in viewer on.
  if (!outcome.ok) return goTo(`/auth?verificado=ja${next}`);
  const viewer = await getViewer();
  if (viewer?.id === outcome.userId) return goTo(viewer.isStaff ? '/admin' : '/painel');
  return goTo(`/auth?verificado=1${next}`);
}
