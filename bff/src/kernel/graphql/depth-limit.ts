import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const MAX_QUERY_DEPTH = 10;

export const depthLimitMessage = (max: number) => `La consulta es demasiado profunda (máximo ${max} niveles)`;

/**
 * Refuses documents nested deeper than `max` fields. Introspection fields (`__schema`, `__type`)
 * are not counted so Apollo Sandbox's own introspection query keeps working in development.
 */
export function depthLimit(max: number = MAX_QUERY_DEPTH): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    // A fragment's depth is measured once: a fragment spread twice in a fragment spread twice...
    // would otherwise take exponential time (a 40-level "fragment bomb" never finished).
    const fragmentDepths = new Map<string, number>();
    const depthOf = (selectionSet: SelectionSetNode, visited: Set<string>): number => {
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          const below = selection.selectionSet ? depthOf(selection.selectionSet, visited) : 0;
          deepest = Math.max(deepest, 1 + below);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, visited));
        } else {
          const name = selection.name.value;
          const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(name);
          // A fragment cycle is reported by graphql's own NoFragmentCycles rule.
          if (!fragment || visited.has(name)) continue;
          let depth = fragmentDepths.get(name);
          if (depth === undefined) {
            depth = depthOf(fragment.selectionSet, new Set([...visited, name]));
            fragmentDepths.set(name, depth);
          }
          deepest = Math.max(deepest, depth);
        }
        if (deepest > max) return deepest;
      }
      return deepest;
    };

    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, new Set());
        if (depth > max) {
          context.reportError(new GraphQLError(depthLimitMessage(max), { nodes: [operation] }));
        }
      },
    };
  };
}
