import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor'
import { GraphQLError, type ValidationContext } from 'graphql'

export interface GraphQLLimits {
  /** Nesting of field selections, fragments expanded (`__schema` introspection excluded, see below). */
  maxDepth: number
  /** Lexical tokens of the document, checked while parsing. */
  maxTokens: number
  /** Aliased fields per document: aliases let one request repeat an expensive field. */
  maxAliases: number
  /** Directives per document. */
  maxDirectives: number
  /** Armor's static cost: 1 per scalar, 2 per object, times 1.5 per level of depth. */
  maxCost: number
}

/**
 * Abuse limits of the public /graphql endpoint (docs/decisions/061-graphql-abuse-limits.md). The
 * deepest data path the public pages ask is Query → project → commands → field (depth 3); the admin's
 * is admin → newsletterIssues → items → progress → field (depth 5, a page of issues and their counts).
 * The costliest query the app sends (the Subscribers screen's AdminReaders: a page of readers and their
 * counts) has no alias. limits.test.ts checks the app's own queries still pass with every limit halved.
 */
export const GRAPHQL_LIMITS: GraphQLLimits = {
  maxDepth: 10,
  maxTokens: 1000,
  maxAliases: 10,
  maxDirectives: 10,
  maxCost: 300,
}

/**
 * GraphQL Armor as an envelop plugin. A refusal is an ordinary GraphQL error naming the limit and no
 * data: a parse error (token limit) or a validation error (the others), never a 500.
 * GraphiQL's `__schema` introspection query (depth 15, ≈190 tokens) is exempt from depth and cost;
 * graphql-js's own MaxIntrospectionDepthRule already refuses the exponential `fields { type { fields …`
 * nesting, and the token limit bounds the rest. Field suggestions ("Did you mean …?") help whoever
 * writes a query in development and map the schema for an attacker in production: hidden there only.
 */
export function armorPlugin(production: boolean, limits: GraphQLLimits = GRAPHQL_LIMITS) {
  // Reported as validation errors rather than thrown out of the validator: Yoga then treats them like
  // any invalid document (code GRAPHQL_VALIDATION_FAILED, HTTP 400 for graphql-response+json clients).
  // Armor prefixes every refusal with "Syntax Error:", which is only true of the token limit.
  const asValidationError = {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''))),
    ],
  }
  return EnvelopArmorPlugin({
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ...asValidationError },
    maxTokens: { n: limits.maxTokens },
    maxAliases: { n: limits.maxAliases, ...asValidationError },
    maxDirectives: { n: limits.maxDirectives, ...asValidationError },
    costLimit: { maxCost: limits.maxCost, flattenFragments: true, ...asValidationError },
    blockFieldSuggestion: { enabled: production, mask: '' },
  })
}
