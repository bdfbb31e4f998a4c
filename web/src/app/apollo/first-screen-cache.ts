import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { firstScreenAnswers, type FirstScreenAnswers } from '../first-screen/first-screen-data';

export interface FirstScreenQuery {
  query: DocumentNode;
  variables?: OperationVariables;
}

function operationName(query: DocumentNode): string | undefined {
  for (const definition of query.definitions)
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  return undefined;
}

/**
 * Writes the bff's answers for these queries (index.html, app/first-screen) into Apollo's cache
 * before they are first asked, so a page's first render has its data without a round trip.
 * Queries without an answer are left to the network as usual.
 */
export function primeFirstScreenCache(
  client: ApolloClient,
  queries: readonly FirstScreenQuery[],
  answers: FirstScreenAnswers = firstScreenAnswers(),
): void {
  for (const { query, variables } of queries) {
    const name = operationName(query);
    const data = name ? answers.take(name, variables) : undefined;
    if (data !== undefined && data !== null) client.writeQuery({ query, variables, data });
  }
}
