/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): the `traceparent` header that carries
 * one trace from the bff to the api, so both servers' log lines and spans share a trace id.
 */
export interface TraceParent {
  traceId: string;
  /** The caller's span: the parent of the receiver's. */
  spanId: string;
  sampled: boolean;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ALL_ZERO = /^0+$/;

/** A valid version-00 header, or null (then the receiver starts a new trace). */
export function parseTraceparent(header: string | string[] | undefined): TraceParent | null {
  if (typeof header !== 'string') return null;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return null;
  const [, traceId = '', spanId = '', flags = '00'] = match;
  if (ALL_ZERO.test(traceId) || ALL_ZERO.test(spanId)) return null;
  return { traceId, spanId, sampled: (Number.parseInt(flags, 16) & 1) === 1 };
}

export function formatTraceparent({ traceId, spanId, sampled }: TraceParent): string {
  return `00-${traceId}-${spanId}-${sampled ? '01' : '00'}`;
}
