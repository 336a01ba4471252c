import type { CodegenConfig } from '@graphql-codegen/cli'

/**
 * Client types from the committed contract and the documents the web app sends (npm run codegen).
 * Documents live in web/graphql/*.graphql, so every page imports only the typed documents it uses
 * instead of one map of all of them.
 */
const clientConfig = {
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
} as const

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  generates: {
    'schema/generated/': { ...clientConfig, documents: ['web/graphql/*.graphql'] },
    // Documents of screens the public pages never open, generated apart: the module above is part of
    // every page's first load (its documents are values a bundler keeps whole), this one only of the
    // screen that imports it. New admin-only documents belong here.
    'schema/generated/lazy/': { ...clientConfig, documents: ['web/graphql/lazy/*.graphql'] },
  },
}

export default config
