import SchemaBuilder from '@pothos/core'
import DataloaderPlugin from '@pothos/plugin-dataloader'
import type { GraphQLContext } from './context.ts'

/** The builder only; every type lives in its own file under types/ and index.ts imports them all. */
interface Types {
  Context: GraphQLContext
  DefaultFieldNullability: false
  Scalars: {
    ID: { Input: string; Output: string | number }
    // Timestamps travel as ISO 8601 strings from the database to the client.
    DateTime: { Input: Date; Output: Date | string }
  }
}

/** The schema's types as Pothos sees them, for helpers that take a type's ref (types/Page.ts). */
export type SchemaTypes = PothosSchemaTypes.ExtendDefaultTypes<Types>

export const builder = new SchemaBuilder<Types>({
  plugins: [DataloaderPlugin],
  defaultFieldNullability: false,
})
