import {
  type ComponentPropsWithoutRef,
  type ComponentType,
  forwardRef,
  type MouseEvent,
  useState,
} from 'react'
import styled from 'styled-components'
import type { ThemePreference } from '../../src/shared/theme.ts'
import { SunMoonIcon } from '../components/icons/inline-icons.tsx'
import { useThemePreference } from '../theme/preference.ts'
import type { OpenedBy } from './ContactMenu.tsx'
import { headerIconStyle } from './icon-button.ts'

export const THEME_LABELS: Record<ThemePreference, string> = {
  dark: 'Dark',
  light: 'Light',
  system: 'System',
}

const Button = styled.button`
  ${headerIconStyle}
`

/** The header's theme button, named by the current choice; the same markup before and after the menu loads. */
export const ThemeTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function ThemeTrigger(props, ref) {
    const preference = useThemePreference()
    return (
      <Button ref={ref} type="button" aria-label={`Theme: ${THEME_LABELS[preference]}`} {...props}>
        <SunMoonIcon size={20} />
      </Button>
    )
  },
)

type Popup = ComponentType<{ openedBy: OpenedBy | null }>
let loading: Promise<Popup> | undefined
const loadPopup = () => {
  loading ??= import('./ThemeMenuPopup.tsx').then((module) => module.ThemeMenuPopup)
  return loading
}

/**
 * Dark, Light or System for every visitor (issue 15 item 20). Like Get in touch, a plain button until the
 * first hover, focus or press loads the Radix menu (docs/decisions/150-js-diet.md).
 */
export function ThemeMenu() {
  const [loaded, setLoaded] = useState<{ Popup: Popup; openedBy: OpenedBy | null } | null>(null)
  if (loaded) return <loaded.Popup openedBy={loaded.openedBy} />

  const load = (openedBy: OpenedBy | null) =>
    void loadPopup().then((Popup) => setLoaded((current) => current ?? { Popup, openedBy }))
  return (
    <ThemeTrigger
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      // A key press on a button clicks it with detail 0.
      onClick={(event: MouseEvent) => load(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event) => event.key === 'ArrowDown' && load('keyboard')}
    />
  )
}
