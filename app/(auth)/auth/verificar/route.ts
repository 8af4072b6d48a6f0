import type { NextRequest } from 'next/server';
import { getAuth } from '@/server/auth/provider';
import { getViewer } from '@/server/auth/current-user';

/**
 * GET /auth/verificar?token=…: the link of the confirmation and staff verification e-mails. Marks
 * the address verified (single use, 24 h), then goes on: to the admin or the panel when that user
 * is signed in here, otherwise to the sign-in with the result. Private and never stored: reading the
 * session may refresh Supabase's cookies (their cache headers come with them).
 */
export async function GET(request: NextRequest) {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const goTo = (location: string) => {
    headers.set('Location', location);
    return new Response(null, { status: 307, headers });
  };
  const token = request.nextUrl.searchParams.get('token') ?? '';
  const outcome = await (await getAuth({ responseHeaders: headers })).verifyEmail(token);
  if (!outcome.ok) return goTo('/auth?verificado=0');
  const viewer = await getViewer();
  if (viewer?.id === outcome.userId) return goTo(viewer.isStaff ? '/admin' : '/painel');
  return goTo(outcome.purpose === 'staff_verification' ? '/auth?verificado=1&next=%2Fadmin' : '/auth?verificado=1');
}
