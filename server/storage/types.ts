export interface StoredFile {
  /** Path inside the store, e.g. "uploads/gallery/1700000000-ab12-foto.webp". */
  key: string;
  /** URL the browser uses: "/media/<key>" for the local disk, the bucket's public URL otherwise. */
  url: string;
  size: number;
}

/** A put onto a key that already holds a file: the store never overwrites. */
export class StorageConflictError extends Error {
  override name = 'StorageConflictError';
  constructor(readonly key: string) {
    super(`A file already exists at ${key}`);
  }
}

/** The files port: local disk by default, Supabase Storage bucket hotel-media in production. */
export interface FileStorage {
  /** Stores a new file (cache 3600 where the store keeps one); a StorageConflictError when the key is taken. */
  put(key: string, data: Buffer, contentType: string): Promise<StoredFile>;
  get(key: string): Promise<Buffer | null>;
  /** Removes the files; keys that hold nothing are ignored. */
  remove(...keys: string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The address a browser reads the file at (no request made). */
  publicUrl(key: string): string;
}
