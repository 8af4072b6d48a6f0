import { NextResponse, type NextRequest } from 'next/server';
import { hasSessionCookie } from '@/server/auth/cookie-names';

const PROTECTED = /^\/(admin|painel)(\/|$)/;

/**
 * A convenience, not the guard: a visitor without any session cookie who asks for /admin or /painel
 * goes straight to /auth?next=<path>; the pages check the session and the staff role themselves.
 * With Supabase Auth it also refreshes the session before the account pages render.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const signedIn = hasSessionCookie(request.cookies.getAll().map((cookie) => cookie.name));
  if (!signedIn && PROTECTED.test(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = '/auth';
    url.search = `?next=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url);
  }
  const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const supabaseKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (signedIn && process.env.AUTH_PROVIDER === 'supabase' && supabaseUrl && supabaseKey) {
    const { refreshSupabaseSession } = await import('@/server/auth/supabase-proxy');
    return refreshSupabaseSession(request, supabaseUrl, supabaseKey);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/admin', '/admin/:path*', '/painel', '/painel/:path*', '/auth', '/definir-senha'],
};
