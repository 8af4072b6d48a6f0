import { createServerClient } from '@supabase/ssr';
import { SUPABASE_CLIENT_OPTIONS } from './supabase-options';
import { NextResponse, type NextRequest } from 'next/server';

// No 'server-only' here: proxy.ts imports this module (only with AUTH_PROVIDER=supabase).

/**
 * Refreshes the Supabase session before the page renders: a server component cannot write cookies,
 * so a token refreshed while rendering would be lost (and its refresh token already spent).
 */
export async function refreshSupabaseSession(request: NextRequest, url: string, anonKey: string): Promise<NextResponse> {
  let response = NextResponse.next({ request });
  const supabase = createServerClient(url, anonKey, {
    ...SUPABASE_CLIENT_OPTIONS,
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (list, headers) => {
        for (const { name, value } of list) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of list) {
          response.cookies.set(name, value, { ...options, httpOnly: true, sameSite: 'lax', secure: process.env.NODE_ENV === 'production', path: '/' });
        }
        for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
      },
    },
  });
  await supabase.auth.getUser();
  return response;
}
