import { Check, Monitor, Moon, Sun } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import styled from 'styled-components'
import { isThemePreference, THEME_PREFERENCES } from '../../src/shared/theme.ts'
import { applyThemePreference } from '../theme/apply-theme.ts'
import { useThemePreference } from '../theme/preference.ts'
import type { OpenedBy } from './lazy-popup.ts'
import { MenuContent, MenuRadioItem, useOpeningKeyReplay } from './menu-parts.tsx'
import { THEME_LABELS, ThemeTrigger } from './ThemeMenu.tsx'

const Content = styled(MenuContent)`
  min-width: 11rem;
`

const Indicator = styled(DropdownMenu.ItemIndicator)`
  display: inline-flex;
  margin-left: auto;
`

const ICONS = { dark: Moon, light: Sun, system: Monitor }

/** The theme menu itself: the three choices, the current one checked; a choice applies at once. */
export function ThemeMenuPopup({ openedBy }: { openedBy: OpenedBy | null }) {
  const preference = useThemePreference()
  const trigger = useOpeningKeyReplay(openedBy)

  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedBy === 'pointer'}>
      <DropdownMenu.Trigger asChild>
        <ThemeTrigger ref={trigger} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={10} collisionPadding={8}>
          <DropdownMenu.RadioGroup
            value={preference}
            onValueChange={(value) => isThemePreference(value) && applyThemePreference(value)}
          >
            {THEME_PREFERENCES.map((choice) => {
              const Icon = ICONS[choice]
              return (
                <MenuRadioItem key={choice} value={choice}>
                  <Icon size={18} aria-hidden="true" />
                  {THEME_LABELS[choice]}
                  <Indicator>
                    <Check size={16} aria-hidden="true" />
                  </Indicator>
                </MenuRadioItem>
              )
            })}
          </DropdownMenu.RadioGroup>
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
