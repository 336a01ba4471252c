import { type ComponentPropsWithoutRef, type ComponentType, forwardRef } from 'react'
import styled from 'styled-components'
import type { ThemePreference } from '../../src/shared/theme.ts'
import { SunMoonIcon } from '../components/icons/inline-icons.tsx'
import { useThemePreference } from '../theme/preference.ts'
import { headerIconStyle } from './icon-button.ts'
import { type OpenedBy, popupLoader, useLazyPopup } from './lazy-popup.ts'

export const THEME_LABELS: Record<ThemePreference, string> = {
  dark: 'Dark',
  light: 'Light',
  system: 'System',
}

/** The header's round icon button (this theme button, the phone menu's in SiteNav.tsx). */
export const HeaderIconButton = styled.button`
  ${headerIconStyle}
`

/** The header's theme button, named by the current choice; the same markup before and after the menu loads. */
export const ThemeTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  function ThemeTrigger(props, ref) {
    const preference = useThemePreference()
    return (
      <HeaderIconButton
        ref={ref}
        type="button"
        aria-label={`Theme: ${THEME_LABELS[preference]}`}
        className="needs-script"
        {...props}
      >
        <SunMoonIcon size={20} />
      </HeaderIconButton>
    )
  },
)

const loadThemePopup = popupLoader(() =>
  import('./ThemeMenuPopup.tsx').then(
    (module): ComponentType<{ openedBy: OpenedBy | null }> => module.ThemeMenuPopup,
  ),
)

/**
 * Dark, Light or System for every visitor (issue 15 item 20). Like Get in touch, a plain button until the
 * first hover, focus or press loads the Radix menu (docs/decisions/150-js-diet.md).
 */
export function ThemeMenu() {
  const { loaded, triggerProps } = useLazyPopup(loadThemePopup)
  if (loaded) return <loaded.Popup openedBy={loaded.openedBy} />
  return <ThemeTrigger aria-haspopup="menu" {...triggerProps} />
}
