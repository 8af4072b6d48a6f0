import { NextResponse, type NextRequest } from 'next/server';
import { hasSessionCookie } from '@/server/auth/cookie-names';
import { contentSecurityPolicy, nonceScriptSrc } from '@/lib/security-headers';

const PROTECTED = /^\/(admin|painel)(\/|$)/;

/**
 * Gives the pages it matches, which render for every request, a Content-Security-Policy with a fresh
 * nonce: Next reads it from the request's header and puts it on every script of the page.
 * Also a convenience, not the guard: a visitor without any session cookie who asks for /admin or
 * /painel goes straight to /auth?next=<path>; the pages check the session and the staff role themselves.
 * With Supabase Auth it also refreshes the session before the account pages render.
 */
export async function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = contentSecurityPolicy(nonceScriptSrc(nonce), {
    siteUrl: process.env.SITE_URL ?? '',
    development: process.env.NODE_ENV === 'development',
  });
  request.headers.set('Content-Security-Policy', policy);
  const response = await answer(request);
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

async function answer(request: NextRequest): Promise<NextResponse> {
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
  // Supabase's confirmation links of older sign-ups come back to /auth?code=… (or ?error_code=…):
  // the route handler that exchanges the code (and may write the session cookies) takes them.
  const { searchParams } = request.nextUrl;
  if (pathname === '/auth' && process.env.AUTH_PROVIDER === 'supabase' && (searchParams.has('code') || searchParams.has('error_code'))) {
    const url = request.nextUrl.clone();
    url.pathname = '/auth/confirmar';
    return NextResponse.redirect(url, { status: 303, headers: { 'Cache-Control': 'private, no-store' } });
  }
  if (signedIn && process.env.AUTH_PROVIDER === 'supabase' && supabaseUrl && supabaseKey) {
    const { refreshSupabaseSession } = await import('@/server/auth/supabase-proxy');
    return refreshSupabaseSession(request, supabaseUrl, supabaseKey);
  }
  return NextResponse.next({ request });
}

// Keep in step with PER_REQUEST_PAGES (lib/security-headers.ts): those pages take their policy from here.
export const config = {
  matcher: ['/admin', '/admin/:path*', '/painel', '/painel/:path*', '/auth', '/definir-senha', '/testemail', '/diagnostico-supabase', '/test-services'],
};
