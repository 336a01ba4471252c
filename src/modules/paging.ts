import { type Static, Type as t } from '@sinclair/typebox'
import type { PageWindow } from '../db/search.ts'
import { ADMIN_PAGE_SIZE } from '../shared/paging.ts'

/** One page of a list, and how many rows match in all (for 'Page N of M'). */
export interface Page<T> {
  items: T[]
  total: number
}

/** A page larger than this would bring back the slow whole-list reads paging replaced. */
const MAX_PAGE_SIZE = 200

export const pageWindow = ({ offset, limit }: PageWindow): PageWindow => ({
  offset: Math.max(0, Math.trunc(offset)),
  limit: Math.min(Math.max(1, Math.trunc(limit)), MAX_PAGE_SIZE),
})

/** `?search=&page=` of the admin's JSON lists and their CSV exports (the export takes every page). */
export const AdminListQuery = t.Object(
  {
    search: t.Optional(t.String({ maxLength: 254, error: 'search must be at most 254 characters' })),
    page: t.Optional(t.String({ pattern: '^[1-9][0-9]{0,6}$', error: 'page must be a whole number from 1' })),
  },
  { additionalProperties: false },
)
export type AdminListQuery = Static<typeof AdminListQuery>

export const windowOfPage = (page: string | undefined): PageWindow => ({
  offset: (Number(page ?? '1') - 1) * ADMIN_PAGE_SIZE,
  limit: ADMIN_PAGE_SIZE,
})
