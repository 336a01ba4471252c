import { DropdownMenu } from 'radix-ui'
import { Link, useLocation } from 'react-router'
import styled from 'styled-components'
import type { OpenedBy } from './lazy-popup.ts'
import { MenuContent, MenuItem, useOpeningKeyReplay } from './menu-parts.tsx'
import { SiteMenuTrigger } from './SiteNav.tsx'
import { navCurrent, SITE_NAV } from './site-nav.ts'

const Content = styled(MenuContent)`
  min-width: 12rem;
`

const Item = styled(MenuItem)`
  &[aria-current] { font-weight: 700; color: ${({ theme }) => theme.colors.textStrong}; }
  &[aria-current]::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
`

/** The phone menu itself: the site's sections, the current page marked. */
export function SiteMenuPopup({ openedBy }: { openedBy: OpenedBy | null }) {
  const trigger = useOpeningKeyReplay(openedBy)
  const { pathname } = useLocation()
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedBy === 'pointer'}>
      <DropdownMenu.Trigger asChild>
        <SiteMenuTrigger ref={trigger} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={10} collisionPadding={8} aria-label="Site">
          {SITE_NAV.map((item) => (
            <Item key={item.label} asChild>
              {item.to.includes('#') ? (
                <a href={item.to}>{item.label}</a>
              ) : (
                <Link to={item.to} aria-current={navCurrent(item, pathname)}>
                  {item.label}
                </Link>
              )}
            </Item>
          ))}
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
