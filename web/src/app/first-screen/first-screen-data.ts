/**
 * The answers the bff put in index.html for this page's first render
 * (bff/src/kernel/http/first-screen.ts):
 * `<script type="application/json" id="first-screen-data">[{operationName, variables, data}]`.
 * Each answer is taken once, by the query with the same operation and variables; later renders
 * and any other page ask the bff as usual.
 */

export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

export interface FirstScreenAnswer {
  operationName: string;
  variables?: unknown;
  data: unknown;
}

/** One name for an operation and its variables (equal variables in another object are the same). */
export function answerKey(operationName: string, variables: unknown): string {
  return `${operationName}:${JSON.stringify(variables ?? {})}`;
}

export class FirstScreenAnswers {
  private readonly answers = new Map<string, unknown>();

  constructor(answers: readonly FirstScreenAnswer[]) {
    for (const answer of answers) this.answers.set(answerKey(answer.operationName, answer.variables), answer.data);
  }

  /** The answer for this operation and variables, once; undefined when there is none (left). */
  take(operationName: string, variables: unknown): unknown {
    const key = answerKey(operationName, variables);
    const data = this.answers.get(key);
    this.answers.delete(key);
    return data;
  }
}

function readAnswers(doc: Document): FirstScreenAnswer[] {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as FirstScreenAnswer[]) : [];
  } catch {
    return [];
  }
}

/** The answers a document carries; none when it has none or they do not parse. */
export function readFirstScreenAnswers(doc: Document): FirstScreenAnswers {
  return new FirstScreenAnswers(readAnswers(doc));
}

let pageAnswers: FirstScreenAnswers | null = null;

/** This page's answers, read from the document the first time they are asked for. */
export function firstScreenAnswers(): FirstScreenAnswers {
  pageAnswers ??= readFirstScreenAnswers(document);
  return pageAnswers;
}
