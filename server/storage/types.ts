export interface StoredFile {
  /** Path inside the store, e.g. "uploads/gallery/1700000000-ab12-foto.webp". */
  key: string;
  /** URL the browser uses: "/media/<key>" for the local disk, the bucket's public URL otherwise. */
  url: string;
  size: number;
}

/** The files port: local disk by default, Supabase Storage bucket hotel-media in production. */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<StoredFile>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
