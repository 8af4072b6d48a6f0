import 'server-only';
import type { Db } from '@/server/db/client';
import { config } from '@/server/config';
import { incrementRateLimit, pruneRateLimits } from '@/server/db/queries/rate-limits';

export { pruneRateLimits };

/** Limits of the public write endpoints, per client address. */
export const RATE_LIMIT_RULES = {
  reservation: { limit: 10, windowSeconds: 600 },
  contact: { limit: 5, windowSeconds: 600 },
  review: { limit: 5, windowSeconds: 600 },
  quote: { limit: 5, windowSeconds: 600 },
} as const;

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window limiter on the rate_limits table (shared by every instance). RATE_LIMITS=off turns
 * every limit off (load tests only); `enabled` overrides the configuration (tests).
 */
export async function hit(db: Db, key: string, limit: number, windowSeconds: number, enabled = config().RATE_LIMITS === 'on'): Promise<RateLimitDecision> {
  if (!enabled) return { allowed: true, retryAfterSeconds: 0 };
  const { count, resetAt } = await incrementRateLimit(db, key, windowSeconds);
  return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)) };
}

/**
 * The client's address for the rate limits. Every proxy appends the address it received the request
 * from to X-Forwarded-For, and so does the production server (scripts/forwarded-for.mjs) with its
 * socket's peer; Vercel writes the client's address itself. Anything further left may be written by
 * the client, so the client is the entry `hops` places left of the last (TRUSTED_PROXY_HOPS: the
 * reverse proxies in front of the server; 0 with none, and on Vercel).
 */
export function clientIp(headers: Pick<Headers, 'get'>, hops = config().TRUSTED_PROXY_HOPS): string {
  const chain = headers.get('x-forwarded-for')?.split(',').map((entry) => entry.trim()) ?? [];
  const ip = chain[Math.max(0, chain.length - 1 - hops)] || 'unknown';
  return ip.slice(0, 64);
}
