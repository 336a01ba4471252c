import { DateTimeResolver } from 'graphql-scalars'
import { builder } from '../builder.ts'

export const DateTime = builder.addScalarType('DateTime', DateTimeResolver, {
  description: 'A point in time as an ISO 8601 / RFC 3339 string in UTC, e.g. 2026-01-31T09:30:00.000Z.',
})
