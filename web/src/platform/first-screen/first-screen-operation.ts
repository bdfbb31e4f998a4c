/**
 * One query a public page sends on its first render, named so the bff can answer it inside
 * index.html (the pages are listed in app/first-screen/first-screen.ts; each feature names its own
 * in its `first-screen.ts`).
 */
export interface FirstScreenOperation {
  /** An operation of a `web/src/**\/*.graphql` file. */
  operationName: string;
  /** Exactly the variables the page sends on its first render (an answer is found by both). */
  variables?: Record<string, unknown>;
}
