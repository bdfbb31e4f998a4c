import type { Decision } from '@gym/domain';

export interface FieldIssue {
  field: string;
  message: string;
}

/** An expected failure: its status and Spanish message reach the client unchanged. */
export class AppError extends Error {
  readonly status: number;
  readonly errors: FieldIssue[] | undefined;

  constructor(status: number, message: string, errors?: FieldIssue[]) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.errors = errors;
  }
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
