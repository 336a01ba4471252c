import type { ComponentPropsWithRef, ComponentType } from 'react'
import { Link, useLocation } from 'react-router'
import { MenuIcon } from '../components/icons/inline-icons.tsx'
import { type OpenedBy, popupLoader, useLazyPopup } from './lazy-popup.ts'
import { navCurrent, SITE_NAV, type SiteNavItem } from './site-nav.ts'
import { HeaderIconButton } from './ThemeMenu.tsx'

/*
 * The links' look, and the 900 px from which they replace the menu button, is page CSS
 * (web/theme/global-css.ts, `.site-nav`), not styled-components: the header is on every page, and rules
 * in the head cost no first-load JavaScript (web/budgets.ts).
 */

/**
 * One item: a router link to a page; a plain link to a home section, so the browser scrolls to the anchor
 * (on the home page without a reload, from elsewhere with one).
 */
function SiteNavLink({ item, pathname }: { item: SiteNavItem; pathname: string }) {
  if (item.to.includes('#')) return <a href={item.to}>{item.label}</a>
  return (
    <Link to={item.to} aria-current={navCurrent(item, pathname)}>
      {item.label}
    </Link>
  )
}

/** The header's links on wide screens (issue 24 item 3); phones get SiteMenu instead. */
export function SiteNav() {
  const { pathname } = useLocation()
  return (
    <nav aria-label="Site" className="site-nav">
      <ul>
        {SITE_NAV.map((item) => (
          <li key={item.label}>
            <SiteNavLink item={item} pathname={pathname} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The phone menu's trigger, the same markup before and after the menu's code loads. */
export function SiteMenuTrigger(props: ComponentPropsWithRef<'button'>) {
  return (
    <HeaderIconButton type="button" aria-label="Menu" className="site-menu-trigger needs-script" {...props}>
      <MenuIcon size={20} />
    </HeaderIconButton>
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
