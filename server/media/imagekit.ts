import ImageKit from 'imagekit';
import type { Config } from '@/server/config';
import { IMAGEKIT_FOLDER } from '@/lib/media';

/** The spec's request timeout for a call to an outside service. */
const IMAGEKIT_TIMEOUT_MS = 25_000;

/** ImageKit as the media pipeline uses it (the spec's imagekit-sync and imagekit-delete functions). */
export interface ImageKitPort {
  /** Uploads into the folder /hotel with the tags; ImageKit's fileId and URL. */
  upload(file: Buffer, fileName: string, tags: string[]): Promise<{ fileId: string; url: string }>;
  /** Deletes the copy; one ImageKit no longer has counts as deleted. */
  remove(fileId: string): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`ImageKit: no answer to the ${what} in ${IMAGEKIT_TIMEOUT_MS / 1000} s`)), IMAGEKIT_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const statusOf = (err: unknown) => (err as { $ResponseMetadata?: { statusCode?: number } } | null)?.$ResponseMetadata?.statusCode;
const messageOf = (err: unknown) => (err instanceof Error ? err.message : ((err as { message?: string } | null)?.message ?? String(err)));

/**
 * The official SDK (`imagekit`) with the account's keys. `uploadEndpoint` is the SDK's own option
 * (the tests point it at a local server); the management API (delete) is always api.imagekit.io.
 */
export function imageKit(options: { publicKey: string; privateKey: string; urlEndpoint: string; uploadEndpoint?: string }): ImageKitPort {
  const client = new ImageKit(options);
  return {
    async upload(file, fileName, tags) {
      try {
        const res = await withTimeout(client.upload({ file, fileName, folder: IMAGEKIT_FOLDER, tags, useUniqueFileName: false }), 'upload');
        return { fileId: res.fileId, url: res.url };
      } catch (err) {
        throw new Error(`ImageKit: upload refused (${statusOf(err) ?? '?'}): ${messageOf(err)}`);
      }
    },
    async remove(fileId) {
      try {
        await withTimeout(client.deleteFile(fileId), 'deletion');
      } catch (err) {
        if (statusOf(err) === 404) return;
        throw new Error(`ImageKit: deletion refused (${statusOf(err) ?? '?'}): ${messageOf(err)}`);
      }
    },
  };
}

/** ImageKit when its three keys are set, else null (the pipeline makes WebP variants itself). */
export function imageKitFromConfig(cfg: Config): ImageKitPort | null {
  const { IMAGEKIT_PUBLIC_KEY: publicKey, IMAGEKIT_PRIVATE_KEY: privateKey, IMAGEKIT_URL_ENDPOINT: urlEndpoint } = cfg;
  return publicKey && privateKey && urlEndpoint ? imageKit({ publicKey, privateKey, urlEndpoint }) : null;
}
