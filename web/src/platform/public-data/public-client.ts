import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { HTTP_MESSAGES } from '@gym/domain';
import { RequestTimeoutError } from '../apollo/timeout-fetch';

/**
 * The public content every visitor sees first (the gym's brand, the landing page) is read with
 * this small client instead of Apollo Client, so the landing page renders without downloading
 * the session layer (Apollo, auth, toasts). It keeps one answer per operation and variables for
 * the page's lifetime; an admin change refetches it by operation name.
 */

export type PublicDocument<TData, TVariables> = DocumentTypeDecoration<TData, TVariables>;
/** Any generated public document: its text is the operation (with its fragments). */
export type DocumentText = { toString(): string };

export interface PublicRequest {
  query: string;
  operationName: string;
  variables?: unknown;
}

export interface PublicResponse {
  data?: unknown;
  errors?: ReadonlyArray<{ message?: string }>;
}

/** Sends one operation to the bff; a test passes its own to answer without a server. */
export type PublicTransport = (request: PublicRequest) => Promise<PublicResponse>;

export interface PublicQueryState<TData> {
  data: TData | undefined;
  /** The bff's own message when it gave one; the data may still be partial. */
  error: Error | undefined;
  loading: boolean;
}

interface Entry {
  request: PublicRequest;
  state: PublicQueryState<unknown>;
  /** When the answer it holds arrived (ms since the epoch; the page's start for an initial answer). */
  answeredAt: number;
  inFlight: Promise<void> | null;
  listeners: Set<() => void>;
}

const IDLE: PublicQueryState<never> = { data: undefined, error: undefined, loading: true };

export function operationNameOf(query: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
}

export class PublicClient {
  private readonly entries = new Map<string, Entry>();

  /**
   * `initialAnswer` gives a query's answer already at hand (the bff's answers inside index.html,
   * app/first-screen): such a query renders with its data at once and is not fetched.
   */
  constructor(
    private readonly transport: PublicTransport,
    private readonly initialAnswer?: (operationName: string, variables: unknown) => unknown,
  ) {}

  /** Names a query (operation and variables) and keeps a place for its answer; idempotent. */
  register(document: DocumentText, variables?: unknown): string {
    const query = String(document);
    const operationName = operationNameOf(query);
    const key = `${operationName}:${JSON.stringify(variables ?? {})}`;
    if (!this.entries.has(key)) {
      const answer = this.initialAnswer?.(operationName, variables);
      this.entries.set(key, {
        request: { query, operationName, variables },
        state: answer === undefined ? IDLE : { data: answer, error: undefined, loading: false },
        answeredAt: Date.now(),
        inFlight: null,
        listeners: new Set(),
      });
    }
    return key;
  }

  private entryAt(key: string): Entry {
    const entry = this.entries.get(key);
    if (!entry) throw new Error(`Consulta pública no registrada: ${key}`);
    return entry;
  }

  readKey(key: string): PublicQueryState<unknown> {
    return this.entryAt(key).state;
  }

  subscribeKey(key: string, listener: () => void): () => void {
    const { listeners } = this.entryAt(key);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /**
   * Fetches once; later callers share the answer (or the request still on its way). With
   * `maxAgeMs`, an answer older than that is fetched again in the background, shown meanwhile
   * (a catalogue's prices and stock move while a visitor browses).
   */
  loadKey(key: string, maxAgeMs?: number): Promise<void> {
    const entry = this.entryAt(key);
    if (entry.inFlight) return entry.inFlight;
    const fresh = maxAgeMs === undefined || Date.now() - entry.answeredAt <= maxAgeMs;
    if (entry.state !== IDLE && fresh) return Promise.resolve();
    return this.fetch(entry);
  }

  /** Fetches this query again (a retry after an error), keeping what it had meanwhile. */
  reloadKey(key: string): Promise<void> {
    const entry = this.entryAt(key);
    return entry.inFlight ?? this.fetch(entry);
  }

  read<TData, TVariables>(
    document: PublicDocument<TData, TVariables>,
    variables?: TVariables,
  ): PublicQueryState<TData> {
    return this.readKey(this.register(document, variables)) as PublicQueryState<TData>;
  }

  subscribe(document: DocumentText, variables: unknown, listener: () => void): () => void {
    return this.subscribeKey(this.register(document, variables), listener);
  }

  load<TData, TVariables>(document: PublicDocument<TData, TVariables>, variables?: TVariables): Promise<void> {
    return this.loadKey(this.register(document, variables));
  }

  /** Fetches again every loaded query of these operations, whatever its variables (after an admin change). */
  refetch(...documents: DocumentText[]): Promise<void> {
    const wanted = new Set(documents.map((document) => operationNameOf(String(document))));
    const loaded = [...this.entries.values()].filter((e) => wanted.has(e.request.operationName) && e.state !== IDLE);
    return Promise.all(loaded.map((entry) => this.fetch(entry))).then(() => undefined);
  }

  private fetch(entry: Entry): Promise<void> {
    const previous = entry.state.data;
    const run = this.transport(entry.request)
      .then(
        (response): PublicQueryState<unknown> => {
          const message = response.errors?.find((e) => e.message)?.message;
          return {
            data: response.data ?? previous,
            error: response.errors?.length ? new Error(message ?? HTTP_MESSAGES.serverError) : undefined,
            loading: false,
          };
        },
        (error: unknown): PublicQueryState<unknown> => ({
          data: previous,
          error: error instanceof Error ? error : new Error(HTTP_MESSAGES.network),
          loading: false,
        }),
      )
      .then((state) => {
        entry.inFlight = null;
        entry.state = state;
        entry.answeredAt = Date.now();
        entry.listeners.forEach((listener) => listener());
      });
    entry.inFlight = run;
    return run;
  }
}

/**
 * POSTs the operation as JSON (a non-simple request, as the bff's CSRF protection requires) and
 * turns transport failures into the spec's §8 messages.
 */
export function httpTransport(url: string, fetchImpl: typeof fetch): PublicTransport {
  return async (request) => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request),
      });
    } catch (error) {
      throw new Error(error instanceof RequestTimeoutError ? HTTP_MESSAGES.timeout : HTTP_MESSAGES.network, {
        cause: error,
      });
    }
    const body = (await response.json().catch(() => null)) as PublicResponse | null;
    if (body && (body.data || body.errors)) return body;
    throw new Error(response.status >= 500 ? HTTP_MESSAGES.serverError : HTTP_MESSAGES.genericStatus(response.status));
  };
}
