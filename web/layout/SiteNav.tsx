import type { ComponentPropsWithRef, ComponentType } from 'react'
import { Link, useLocation } from 'react-router'
import styled, { css } from 'styled-components'
import { MenuIcon } from '../components/icons/inline-icons.tsx'
import { headerIconStyle } from './icon-button.ts'
import { type OpenedBy, popupLoader, useLazyPopup } from './lazy-popup.ts'
import { navCurrent, SITE_NAV, type SiteNavItem } from './site-nav.ts'

/** Where the header has room for the four links beside the brand and its buttons. */
export const INLINE_NAV_MIN = '900px'

/** Hidden, not just empty, below the breakpoint: no landmark without links for a screen reader. */
const Nav = styled.nav`
  display: none;
  @media (min-width: ${INLINE_NAV_MIN}) {
    display: block;
    flex: 1;
    min-width: 0;
    margin-left: ${({ theme }) => theme.space(6)};
  }
`

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const navLinkStyle = css`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 550;
  text-decoration: none;
  transition: color 150ms ease, background 150ms ease;
  &:hover { color: ${({ theme }) => theme.colors.textStrong}; background: ${({ theme }) => theme.colors.wash}; }
  &[aria-current] { color: ${({ theme }) => theme.colors.textStrong}; }
  &[aria-current='page'] { background: ${({ theme }) => theme.colors.washStrong}; }
`

const NavLink = styled(Link)`
  ${navLinkStyle}
`
const NavAnchor = styled.a`
  ${navLinkStyle}
`

/**
 * One item: a router link to a page; a plain link to a home section, so the browser scrolls to the anchor
 * (on the home page without a reload, from elsewhere with one).
 */
export function SiteNavLink({ item, pathname }: { item: SiteNavItem; pathname: string }) {
  if (item.to.includes('#')) return <NavAnchor href={item.to}>{item.label}</NavAnchor>
  return (
    <NavLink to={item.to} aria-current={navCurrent(item, pathname)}>
      {item.label}
    </NavLink>
  )
}

/** The header's links on wide screens (issue 24 item 3); phones get SiteMenu instead. */
export function SiteNav() {
  const { pathname } = useLocation()
  return (
    <Nav aria-label="Site">
      <List>
        {SITE_NAV.map((item) => (
          <li key={item.label}>
            <SiteNavLink item={item} pathname={pathname} />
          </li>
        ))}
      </List>
    </Nav>
  )
}

const MenuButton = styled.button`
  ${headerIconStyle}
  @media (min-width: ${INLINE_NAV_MIN}) {
    display: none;
  }
`

/** The phone menu's trigger, the same markup before and after the menu's code loads. */
export function SiteMenuTrigger(props: ComponentPropsWithRef<'button'>) {
  return (
    <MenuButton type="button" aria-label="Menu" {...props}>
      <MenuIcon size={20} />
    </MenuButton>
  )
}

const loadSiteMenuPopup = popupLoader(() =>
  import('./SiteMenuPopup.tsx').then(
    (module): ComponentType<{ openedBy: OpenedBy | null }> => module.SiteMenuPopup,
  ),
)

/**
 * The same links on phones, in a Radix dropdown menu (keyboard: Enter, Space or ArrowDown opens it, the
 * arrows move, Escape closes). Like the other header menus, its code loads on first use (decision 150).
 */
export function SiteMenu() {
  const { loaded, triggerProps } = useLazyPopup(loadSiteMenuPopup)
  if (loaded) return <loaded.Popup openedBy={loaded.openedBy} />
  return <SiteMenuTrigger aria-haspopup="menu" {...triggerProps} />
}
