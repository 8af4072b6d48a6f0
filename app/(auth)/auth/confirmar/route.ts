import type { NextRequest } from 'next/server';
import { afterSignInPath, safeNextPath } from '@/lib/auth-schemas';
import { getAuth } from '@/server/auth/provider';

/**
 * GET /auth/confirmar?code=…[&next=…]: where Supabase's sign-up confirmation link lands (the
 * sign-up's emailRedirectTo; /auth?code=… is forwarded here by proxy.ts). Supabase's /verify has
 * confirmed the address and appended a PKCE code; exchanging it with the code verifier that the
 * sign-up left in this browser's cookies signs the guest in (cookies written here: a page cannot)
 * and marks the address verified. Opened in another browser, or after Supabase's flow state expired,
 * the code cannot be exchanged: the sign-in page says the address is confirmed and asks for the
 * password. A link Supabase refused (expired, used) arrives with error_code and no code.
 * Every answer is private and never stored: it may carry session cookies.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const code = params.get('code');
  const next = safeNextPath(params.get('next'));
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const auth = await getAuth({ responseHeaders: headers });
  const goTo = (location: string) => {
    headers.set('Location', location);
    return new Response(null, { status: 303, headers });
  };
  const signInWith = (notice: 'entrar' | 'expirado') => goTo(`/auth?confirmacao=${notice}${next ? `&next=${encodeURIComponent(next)}` : ''}`);

  if (auth.provider !== 'supabase') return goTo('/auth');
  if (!code) return signInWith('expirado');
  const outcome = await auth.exchangeConfirmationCode(code);
  return outcome.ok ? goTo(afterSignInPath(next, outcome.isStaff)) : signInWith('entrar');
}
