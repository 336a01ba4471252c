import type { ObjectRef } from '@pothos/core'
import type { Page } from '../../modules/paging.ts'
import { ADMIN_PAGE_SIZE } from '../../shared/paging.ts'
import { builder, type SchemaTypes } from '../builder.ts'

/** The arguments of every paged admin list: a search, and which rows of what it finds. */
export const pageArgs = builder.args((t) => ({
  search: t.string({ required: false, description: 'Part of the searched text, any case; empty finds all.' }),
  offset: t.int({ defaultValue: 0, description: 'How many matching rows to skip.' }),
  limit: t.int({ defaultValue: ADMIN_PAGE_SIZE, description: 'How many rows at most, 1 to 200.' }),
}))

/** The page the arguments ask for; an explicit null is the default. */
export const windowOf = (args: { offset?: number | null; limit?: number | null }) => ({
  offset: args.offset ?? 0,
  limit: args.limit ?? ADMIN_PAGE_SIZE,
})

/** One page of a list of `item`, with how many rows match in all (a page's count, 'Page N of M'). */
export function pageRef<T>(name: string, item: ObjectRef<SchemaTypes, T>, what: string) {
  return builder.objectRef<Page<T>>(name).implement({
    description: `One page of ${what}, and how many match in all.`,
    fields: (t) => ({
      items: t.field({ type: [item], description: 'The rows of this page.', resolve: (page) => page.items }),
      total: t.exposeInt('total', { description: 'How many rows match the search, on every page.' }),
    }),
  })
}
