import 'server-only';
import { config, type Config } from '@/server/config';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { createLocalAuth } from './local';
import { dispatchEmailsAfterResponse } from '@/server/email/after-response';
import { requestCookies } from './request-context';
import { authSettings, type AuthDeps } from './settings';
import type { SupabaseAdminProject } from './supabase-admin';
import type { AuthPort } from './types';

/** The Supabase project when AUTH_PROVIDER=supabase and both its URL and anon key are set. */
export function supabaseProject(cfg: Config): { url: string; anonKey: string } | null {
  if (cfg.AUTH_PROVIDER !== 'supabase') return null;
  if (!cfg.NEXT_PUBLIC_SUPABASE_URL || !cfg.NEXT_PUBLIC_SUPABASE_ANON_KEY) {
    warnOnce();
    return null;
  }
  return { url: cfg.NEXT_PUBLIC_SUPABASE_URL, anonKey: cfg.NEXT_PUBLIC_SUPABASE_ANON_KEY };
}

/** The admin API of the Supabase Auth project (service-role key), or null when the key is not set. */
export function supabaseAdminProject(cfg: Config): SupabaseAdminProject | null {
  const project = supabaseProject(cfg);
  return project && cfg.SUPABASE_SERVICE_ROLE_KEY ? { url: project.url, serviceRoleKey: cfg.SUPABASE_SERVICE_ROLE_KEY } : null;
}

let warned = false;
function warnOnce() {
  if (warned) return;
  warned = true;
  log.warn('AUTH_PROVIDER=supabase without NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY: using local accounts');
}

/**
 * The auth port of this request: the adapter chosen by the configuration, on this request's cookies.
 * A route handler passes `responseHeaders` to receive the cache headers that must go with the auth
 * cookies it writes (@supabase/ssr's `Cache-Control: private, no-store…`): it puts them on its response.
 */
export async function getAuth(options: { responseHeaders?: Headers } = {}): Promise<AuthPort> {
  const cfg = config();
  const deps: AuthDeps = { db: await getDb(), cookies: await requestCookies(options.responseHeaders), settings: authSettings(cfg), emailsQueued: dispatchEmailsAfterResponse };
  const project = supabaseProject(cfg);
  if (!project) return createLocalAuth(deps);
  // Loaded only when used: the local setup never pulls the Supabase client in.
  const { createSupabaseAuth } = await import('./supabase');
  return createSupabaseAuth({ ...deps, ...project });
}
