import { useCallback } from 'react'
import { useRevalidator } from 'react-router'

/** After a write the screen shows fresh data: its loaders (and the layout's unread count) run again. */
export function useRefresh() {
  const { revalidate } = useRevalidator()
  return useCallback(() => void revalidate(), [revalidate])
}
