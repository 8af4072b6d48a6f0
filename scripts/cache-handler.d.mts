export declare const CHANNEL: string;
export declare const LISTENER_NAME: string;
export declare const FALLBACK_TTL_MS: number;
export declare const SETTLE_MS: number;

export interface CacheEntry {
  value: unknown;
  lastModified: number;
  cacheControl: unknown;
}

export interface CacheStore {
  readonly origin: string;
  readonly listening: boolean;
  readonly fallbackTtlMs: number;
  readonly size: number;
  get(key: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): CacheEntry | null;
  set(key: string, value: unknown, ctx?: { tags?: string[]; fetchCache?: boolean; cacheControl?: unknown }): void;
  revalidateTag(tags: string | string[]): Promise<void>;
  close(): Promise<void>;
}

export declare function createCacheStore(options?: { databaseUrl?: string; maxBytes?: number; now?: () => number; connect?: boolean }): CacheStore;

export default class CacheHandler {
  constructor(options?: { maxMemoryCacheSize?: number });
  get(key: string, ctx?: unknown): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
