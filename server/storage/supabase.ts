import { createClient } from '@supabase/supabase-js';
import { SUPABASE_CLIENT_OPTIONS } from '@/server/auth/supabase-options';
import { resilientFetch } from '@/server/resilience';
import { StorageConflictError, type FileStorage } from './types';

export const SUPABASE_MEDIA_BUCKET = 'hotel-media';

/** Supabase Storage's answer to an upload onto a taken path: 409, or 400 with statusCode "409" in the body (older servers). */
function isDuplicate(error: { message?: string; statusCode?: string; status?: number }): boolean {
  return error.status === 409 || error.statusCode === '409' || /already exists|duplicate/i.test(error.message ?? '');
}

/**
 * The bucket hotel-media of a Supabase project, written with the service-role key (the bucket is
 * public for reads; the browser never writes to it). `fetch` is for the tests' recording server.
 */
export function supabaseStorage(options: { url: string; serviceRoleKey: string; bucket?: string; fetch?: typeof fetch }): FileStorage {
  const client = createClient(options.url, options.serviceRoleKey, {
    ...SUPABASE_CLIENT_OPTIONS,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Through the storage breaker, each attempt within the spec's request timeout; downloads,
    // existence checks and removals retried with the spec's policy, uploads (POST) never.
    global: { fetch: resilientFetch('storage', options.fetch ?? fetch) },
  });
  const bucket = () => client.storage.from(options.bucket ?? SUPABASE_MEDIA_BUCKET);
  const publicUrl = (key: string) => bucket().getPublicUrl(key).data.publicUrl;
  return {
    async put(key, data, contentType) {
      const { error } = await bucket().upload(key, data, { contentType, cacheControl: '3600', upsert: false });
      if (error) {
        if (isDuplicate(error as never)) throw new StorageConflictError(key);
        throw new Error(`Supabase Storage: ${error.message}`);
      }
      return { key, url: publicUrl(key), size: data.length };
    },
    async get(key) {
      const { data, error } = await bucket().download(key);
      if (error) {
        const { status, statusCode } = error as { status?: number; statusCode?: string };
        if (status === 404 || statusCode === '404') return null;
        throw new Error(`Supabase Storage: ${error.message}`);
      }
      return Buffer.from(await data.arrayBuffer());
    },
    async remove(...keys) {
      if (!keys.length) return;
      const { error } = await bucket().remove(keys);
      if (error) throw new Error(`Supabase Storage: ${error.message}`);
    },
    async exists(key) {
      // exists() answers false for a missing object and throws on every other error.
      return (await bucket().exists(key)).data;
    },
    publicUrl,
  };
}
