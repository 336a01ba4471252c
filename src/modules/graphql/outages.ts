import { GraphQLError, type GraphQLFieldResolver, type GraphQLSchema, isObjectType } from 'graphql'
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from '../../db/unavailable.ts'
import { countDatabaseError } from '../metrics/registry.ts'

/**
 * A GraphQL error with no `originalError`, so Yoga's production masking keeps its message and code; the
 * `http` extension makes Yoga answer 503 with Retry-After. Server rendering asks the same Yoga
 * (docs/decisions/218), so a page's loader sees the same `extensions.code` and answers 503 too.
 */
function outageError(): GraphQLError {
  return new GraphQLError('Service unavailable: the database cannot be reached, try again shortly', {
    extensions: {
      code: SERVICE_UNAVAILABLE,
      http: { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
    },
  })
}

const translate = (error: unknown): never => {
  if (!isDatabaseUnavailable(error)) throw error
  countDatabaseError('unavailable')
  throw outageError()
}

function guarded(resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, context, info) => {
    try {
      const result = resolve(source, args, context, info)
      return result instanceof Promise ? result.catch(translate) : result
    } catch (error) {
      return translate(error)
    }
  }
}

/**
 * Wraps every resolver of the schema so a database outage becomes one recognisable error, whichever field
 * hit it, for HTTP clients and the server renderer alike.
 */
export function surfaceDatabaseOutages(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue
    for (const field of Object.values(type.getFields())) {
      if (field.resolve) field.resolve = guarded(field.resolve)
    }
  }
  return schema
}
