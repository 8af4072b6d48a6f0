import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export declare const RESPONSE_CACHE_KEY: unique symbol;
export declare function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity';
export declare function sharedMaxAge(status: number, headers: IncomingHttpHeaders): number;
export declare function nextScriptHashes(html: string): string[];
export declare function withScriptHashes(policy: string, hashes: string[]): string;

export interface ResponseCache {
  setOrigin(url: string): void;
  handle(req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage, res: ServerResponse) => unknown): unknown;
  hold(): () => void;
  clear(): void;
  readonly size: number;
}
export declare function createResponseCache(options?: { maxEntries?: number; now?: () => number; onError?: (error: unknown) => void }): ResponseCache;
