/** Where uploaded files live. The local disk implementation can be swapped for an object store. */
export interface StoredFile {
  key: string;
  /** Public URL path the browser can load (served under /uploads for local storage). */
  url: string;
}

/** Files anyone may load by URL (images of the site, products and profiles). */
export interface FileStorage {
  save(key: string, data: Buffer, contentType: string): Promise<StoredFile>;
  remove(key: string): Promise<void>;
  /** Throws when the storage cannot accept writes (used by the health check). */
  checkWritable(): Promise<void>;
}

/**
 * Files with no URL of their own (transfer proofs): only a route that has checked who asks reads
 * them and hands them out.
 */
export interface PrivateFileStorage {
  save(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}
