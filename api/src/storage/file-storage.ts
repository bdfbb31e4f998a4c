/** Where uploaded files live. The local disk implementation can be swapped for an object store. */
export interface StoredFile {
  key: string;
  /** Public URL path the browser can load (served under /uploads for local storage). */
  url: string;
}

export interface FileStorage {
  save(key: string, data: Buffer, contentType: string): Promise<StoredFile>;
  remove(key: string): Promise<void>;
  /** Throws when the storage cannot accept writes (used by the health check). */
  checkWritable(): Promise<void>;
}
