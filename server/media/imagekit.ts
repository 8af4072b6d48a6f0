import ImageKit from 'imagekit';
import type { Config } from '@/server/config';
import { IMAGEKIT_FOLDER } from '@/lib/media';
import { callExternal, HttpStatusError, raceDeadline, REQUEST_TIMEOUT_MS } from '@/server/resilience';

/** ImageKit as the media pipeline uses it (the spec's imagekit-sync and imagekit-delete functions). */
export interface ImageKitPort {
  /** Uploads into the folder /hotel with the tags; ImageKit's fileId and URL. */
  upload(file: Buffer, fileName: string, tags: string[]): Promise<{ fileId: string; url: string }>;
  /** Deletes the copy; one ImageKit no longer has counts as deleted. */
  remove(fileId: string): Promise<void>;
}

const statusOf = (err: unknown) => (err as { $ResponseMetadata?: { statusCode?: number } } | null)?.$ResponseMetadata?.statusCode;
const messageOf = (err: unknown) => (err instanceof Error ? err.message : ((err as { message?: string } | null)?.message ?? String(err)));

/**
 * The official SDK (`imagekit`) with the account's keys. `uploadEndpoint` is the SDK's own option
 * (the tests point it at a local server); the management API (delete) is always api.imagekit.io.
 */
export function imageKit(options: { publicKey: string; privateKey: string; urlEndpoint: string; uploadEndpoint?: string }): ImageKitPort {
  const client = new ImageKit(options);
  /**
   * One SDK call through the ImageKit breaker, retried with the spec's policy (both calls are
   * idempotent), each attempt within the spec's request timeout. The error names the status.
   */
  const call = <T>(what: string, fn: () => Promise<T>) =>
    callExternal(
      'imagekit',
      () =>
        raceDeadline(fn(), REQUEST_TIMEOUT_MS).catch((err: unknown) => {
          const status = statusOf(err);
          const message = `ImageKit: ${what} refused (${status ?? '?'}): ${messageOf(err)}`;
          throw status === undefined ? Object.assign(new Error(message, { cause: err }), { code: (err as { code?: string } | null)?.code }) : new HttpStatusError(status, message);
        }),
      { idempotent: true },
    );
  return {
    async upload(file, fileName, tags) {
      // Same name, no unique suffix: repeating it replaces the same file, so it is retried.
      const res = await call('upload', () => client.upload({ file, fileName, folder: IMAGEKIT_FOLDER, tags, useUniqueFileName: false }));
      return { fileId: res.fileId, url: res.url };
    },
    async remove(fileId) {
      try {
        await call('deletion', () => client.deleteFile(fileId));
      } catch (err) {
        if (err instanceof HttpStatusError && err.status === 404) return;
        throw err;
      }
    },
  };
}

/** ImageKit when its three keys are set, else null (the pipeline makes WebP variants itself). */
export function imageKitFromConfig(cfg: Config): ImageKitPort | null {
  const { IMAGEKIT_PUBLIC_KEY: publicKey, IMAGEKIT_PRIVATE_KEY: privateKey, IMAGEKIT_URL_ENDPOINT: urlEndpoint } = cfg;
  return publicKey && privateKey && urlEndpoint ? imageKit({ publicKey, privateKey, urlEndpoint }) : null;
}
