import { type KeyboardEvent, type MouseEvent, useState } from 'react'

/** How the visitor opened the menu before its code had loaded: a key moves focus to the first item. */
export type OpenedBy = 'pointer' | 'keyboard'

/** Fetches a popup's module once, however many times it is asked for. */
export function popupLoader<Popup>(importPopup: () => Promise<Popup>): () => Promise<Popup> {
  let loading: Promise<Popup> | undefined
  return () => {
    loading ??= importPopup()
    return loading
  }
}

/**
 * A header menu whose Radix code loads on first use (docs/decisions/150-js-diet.md): every page shows
 * its trigger, few visitors open it. Until the first hover, focus or press the trigger is a plain button
 * with Radix's closed markup; `triggerProps` make it fetch the popup then and open it on a press. Once
 * loaded, the component renders `loaded.Popup` (the Radix menu with the same trigger) instead.
 */
export function useLazyPopup<Popup>(load: () => Promise<Popup>) {
  const [loaded, setLoaded] = useState<{ Popup: Popup; openedBy: OpenedBy | null } | null>(null)
  const open = (openedBy: OpenedBy) =>
    void load().then((Popup) => setLoaded((current) => current ?? { Popup, openedBy }))
  const triggerProps = {
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    // A key press on a button clicks it with detail 0. A trigger that also works without script
    // (a form's submit button) does only this once the script runs.
    onClick: (event: MouseEvent) => {
      event.preventDefault()
      open(event.detail === 0 ? 'keyboard' : 'pointer')
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') open('keyboard')
    },
  } as const
  return { loaded, triggerProps }
}
