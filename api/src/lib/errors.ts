import type { Decision } from '@gym/domain';

export interface FieldIssue {
  field: string;
  message: string;
}

/** An expected failure: its status and Spanish message reach the client unchanged. */
export class AppError extends Error {
  readonly status: number;
  readonly errors: FieldIssue[] | undefined;
  /** Response headers that belong to the refusal (a 429's Retry-After). */
  readonly headers: Record<string, string> | undefined;

  constructor(status: number, message: string, errors?: FieldIssue[], headers?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

/**
 * A refusal the client acts on by its reason (the door's 'expired', 'frozen'...): the envelope
 * carries `code` and, when given, `data` (who was refused) beside the Spanish message.
 */
export class RefusalError extends AppError {
  readonly code: string;
  readonly data: Record<string, unknown> | undefined;

  constructor(status: number, message: string, code: string, data?: Record<string, unknown>) {
    super(status, message);
    this.name = 'RefusalError';
    this.code = code;
    this.data = data;
  }
}

/** A 429 that says when to come back, in its message and in Retry-After. */
export function retryLater(seconds: number, message: string): AppError {
  return new AppError(429, message, undefined, { 'retry-after': String(seconds) });
}

/** Turns a refused domain decision into a 403 with the rule's own message. */
export function authorize(decision: Decision): void {
  if (!decision.allowed) throw new AppError(decision.status, decision.message);
}

/** A 422 from field -> message pairs, with the messages joined as the contract says. */
export function validationError(fieldErrors: Record<string, string>): AppError {
  const errors = Object.entries(fieldErrors).map(([field, message]) => ({ field, message }));
  return new AppError(422, errors.map((e) => e.message).join(', '), errors);
}
