import type { CodegenConfig } from '@graphql-codegen/cli'

/**
 * Client types from the committed contract and the documents the web app sends (npm run codegen).
 * Documents live in web/graphql/*.graphql, so every page imports only the typed documents it uses
 * instead of one map of all of them.
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/graphql/*.graphql'],
  generates: {
    'schema/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Documents as typed strings, not ASTs: what the browser sends as it is, with no printer to
        // download and about a third of the bytes (docs/decisions/150-js-diet.md).
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        strictScalars: true,
        scalars: { ID: 'string', DateTime: 'string' },
      },
    },
  },
}

export default config
