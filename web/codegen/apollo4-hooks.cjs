// A graphql-codegen plugin that writes Apollo Client 4 hooks (useXQuery, useXLazyQuery,
// useXMutation) over the typed documents emitted by @graphql-codegen/typed-document-node.
// The community react-apollo plugin still targets Apollo Client 3 types.
const { concatAST, Kind } = require('graphql');

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

module.exports = {
  plugin(_schema, documents) {
    const ast = concatAST(documents.map((d) => d.document));
    const out = [];
    for (const def of ast.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION || !def.name) continue;
      const name = pascal(def.name.value);
      if (def.operation === 'query') {
        const t = `${name}Query, ${name}QueryVariables`;
        out.push(
          `export function use${name}Query(options?: Omit<useQuery.Options<${t}>, 'variables'> & { variables?: ${name}QueryVariables }) {\n` +
            `  return useQuery<${t}>(${name}Document, options as useQuery.Options<${t}>);\n}`,
          `export function use${name}LazyQuery(options?: useLazyQuery.Options<${t}>) {\n` +
            `  return useLazyQuery<${t}>(${name}Document, options);\n}`,
        );
      } else if (def.operation === 'mutation') {
        const t = `${name}Mutation, ${name}MutationVariables`;
        out.push(
          `export function use${name}Mutation(options?: useMutation.Options<${t}>) {\n` +
            `  return useMutation<${t}>(${name}Document, options);\n}`,
        );
      }
    }
    return {
      prepend: [`import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';`],
      content: out.join('\n\n'),
    };
  },
};
