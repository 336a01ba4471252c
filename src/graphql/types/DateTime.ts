import { DateTimeResolver } from 'graphql-scalars'
import { builder } from '../builder.ts'

export const DateTime = builder.addScalarType('DateTime', DateTimeResolver, {
  description: 'A point in time as an ISO 8601 / RFC 3339 string in UTC, e.g. 2026-01-31T09:30:00.000Z.',
  // graphql-scalars answers a Date. Over HTTP, JSON turns it into the ISO string, but the server's page
  // loaders run the schema in-process and got the Date itself: the server rendered what the browser never
  // sees (a `<time datetime>` printed with Date's toString()). The string, on both sides.
  serialize: (value) => (DateTimeResolver.serialize(value) as Date).toISOString(),
})
