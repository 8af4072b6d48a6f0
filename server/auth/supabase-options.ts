// No 'server-only' here: proxy.ts (through supabase-proxy.ts) imports this module.

/**
 * Only Supabase Auth is used, never Realtime; but supabase-js builds a Realtime client anyway and,
 * on Node 20 (no global WebSocket), refuses to start without a transport. This one is never opened.
 */
class RealtimeNotUsed {
  constructor() {
    throw new Error('Supabase Realtime is not used by this application');
  }
}

/** Options shared by every createServerClient of the app. */
export const SUPABASE_CLIENT_OPTIONS = { realtime: { transport: RealtimeNotUsed as unknown as typeof WebSocket } } as const;
