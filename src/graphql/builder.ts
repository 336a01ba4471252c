import SchemaBuilder from '@pothos/core'
import type { GraphQLContext } from './context.ts'

/** The builder only; every type lives in its own file under types/ and index.ts imports them all. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext
  DefaultFieldNullability: false
  Scalars: { ID: { Input: string; Output: string | number } }
}>({
  defaultFieldNullability: false,
})
