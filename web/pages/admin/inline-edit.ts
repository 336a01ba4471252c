import type { ActionData } from '../../app/route-action.ts'

/** What a screen's create/edit form is open for: an item, a new one, or nothing. */
export type Editing<T> = T | 'new' | null

/**
 * Which item a screen's create/edit form opens for (docs/decisions/221): the address's `?edit=ID` or
 * `?new=1` (the links the page offers without JavaScript), or the last failed `save`, so its errors
 * and what was typed show again.
 */
export function editingFrom<T extends { id: string }>(
  items: readonly T[],
  params: URLSearchParams,
  answer: ActionData<{ id: string }> | undefined,
): Editing<T> {
  const failedId = answer?.intent === 'save' && !answer.ok ? answer.values?.id : undefined
  const id = failedId ?? params.get('edit')
  if (id) return items.find((item) => item.id === id) ?? null
  return failedId === '' || params.get('new') !== null ? 'new' : null
}
