import { createContext, useContext, useSyncExternalStore } from 'react'
import { isThemePreference, type ThemePreference } from '../../src/shared/theme.ts'

/** The preference the server renders with; in the browser the page's `<html data-theme>` says it. */
export const ThemePreferenceContext = createContext<ThemePreference>('dark')

const root = () => document.documentElement

function readPreference(): ThemePreference {
  const value = root().dataset.theme
  return isThemePreference(value) ? value : 'dark'
}

/** Whoever sets the attribute (the toggle, Storybook's toolbar), every reader follows. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(root(), { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}

/** The visitor's theme preference, as the page shows it now. */
export function useThemePreference(): ThemePreference {
  const rendered = useContext(ThemePreferenceContext)
  return useSyncExternalStore(subscribe, readPreference, () =>
    typeof document === 'undefined' ? rendered : readPreference(),
  )
}
