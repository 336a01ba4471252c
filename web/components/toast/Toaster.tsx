import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react'
import styled, { css } from 'styled-components'
import type { ToastListProps } from './ToastList.tsx'

export interface ToastOptions {
  /** The message, in one short sentence. */
  title: string
  /** A second line with details, e.g. what to do next. */
  description?: string
  /** destructive for a failure (red), default otherwise. */
  variant?: 'default' | 'destructive'
}

export interface ToastItem extends ToastOptions {
  id: number
  open: boolean
}

/** The spec allows one visible toast: a new one replaces the current one. */
const TOAST_LIMIT = 1

type ToastFn = (options: ToastOptions) => void
const ToastContext = createContext<ToastFn | null>(null)

export function useToast(): { toast: ToastFn } {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error('useToast needs a <ToastProvider>')
  return { toast }
}

export const viewportStyles = css`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => theme.space(4)};
  margin: 0;
  list-style: none;
  outline: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    max-width: 420px;
  }
`

const EmptyViewport = styled.ol`
  ${viewportStyles}
`

/** Until the first toast, Radix's empty viewport (the same landmark) without its code (decision 150). */
function EmptyToastRegion() {
  return (
    // A named section is the region landmark Radix's div with role="region" is.
    <section aria-label="Notifications (F8)" tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <EmptyViewport tabIndex={-1} />
    </section>
  )
}

/** The spec's toasts (see ToastList); Radix's toast code loads with the first one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([])
  const [ToastList, setToastList] = useState<ComponentType<ToastListProps> | null>(null)
  const toast = useCallback<ToastFn>((options) => {
    setItems((current) =>
      [{ ...options, id: Date.now() + Math.random(), open: true }, ...current].slice(0, TOAST_LIMIT),
    )
  }, [])
  const close = useCallback((id: number) => {
    setItems((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)))
  }, [])
  const wanted = items.length > 0
  useEffect(() => {
    if (!wanted || ToastList) return
    void import('./ToastList.tsx').then((module) => setToastList(() => module.ToastList))
  }, [wanted, ToastList])
  return (
    <ToastContext.Provider value={toast}>
      {children}
      {ToastList ? <ToastList items={items} close={close} /> : <EmptyToastRegion />}
    </ToastContext.Provider>
  )
}
