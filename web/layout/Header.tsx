import { type ReactElement, useSyncExternalStore } from 'react'
import { Link, useLocation } from 'react-router'
import styled from 'styled-components'
import { useSessionUser } from '../app/site.ts'
import { Tip } from '../components/tooltip/Tooltip.tsx'
import type { SiteData } from '../graphql/types.ts'
import { AccountMenu } from './AccountMenu.tsx'
import { ContactMenu } from './ContactMenu.tsx'
import { headerIconStyle } from './icon-button.ts'
import { initials } from './initials.ts'
import { GitHubIcon, LinkedInIcon } from './ProfileIcons.tsx'
import { SiteMenu, SiteNav } from './SiteNav.tsx'
import { ThemeMenu } from './ThemeMenu.tsx'

/**
 * Transparent at the top of a page (every page starts on the theme's page background, the home hero
 * included), frosted in the page's colour once the page scrolls under it: the text stays above 4.5:1 in
 * both states and both themes, whatever passes beneath (issue 15 item 7).
 */
const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${({ theme }) => theme.headerHeight};
  border-bottom: 1px solid transparent;
  transition: background-color 200ms ease, border-color 200ms ease, box-shadow 200ms ease;
  &[data-scrolled='true'] {
    background: ${({ theme }) => theme.colors.glass};
    backdrop-filter: blur(14px) saturate(160%);
    -webkit-backdrop-filter: blur(14px) saturate(160%);
    border-bottom-color: ${({ theme }) => theme.colors.hairline};
    box-shadow: 0 1px 24px ${({ theme }) => theme.colors.shadeSoft};
  }
`

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(3)};
  /* A phone's width holds the name, three icons and Get in touch; below 360 px the monogram instead. */
  @media (max-width: 359px) {
    padding: 0 ${({ theme }) => theme.space(2)};
  }
  @media (min-width: 480px) {
    gap: ${({ theme }) => theme.space(3)};
    padding: 0 ${({ theme }) => theme.space(4)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`

const Brand = styled(Link)`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  letter-spacing: -0.015em;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover { color: ${({ theme }) => theme.colors.textStrong}; }
  @media (max-width: 479px) {
    font-size: 0.9rem;
  }
`

/** Below 360 px the full name cannot sit beside the actions: the brand shrinks to initials. */
const FullName = styled.span`
  @media (max-width: 359px) {
    display: none;
  }
`
/** A solid monogram, white on indigo (6.3:1), legible over the hero and the frosted bar alike. */
const Initials = styled.span`
  display: none;
  @media (max-width: 359px) {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: linear-gradient(135deg, #4f46e5, #6d28d9);
    box-shadow: 0 0 0 1px rgba(199, 210, 254, 0.45);
    color: #ffffff;
    font-size: 0.8125rem;
    letter-spacing: 0.02em;
  }
`

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: ${({ theme }) => theme.space(2)};
  }
`

const IconLink = styled.a`
  ${headerIconStyle}
`

function ProfileLink({ href, label, icon }: { href: string; label: string; icon: ReactElement }) {
  return (
    <Tip label={label}>
      <IconLink
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} (opens in a new tab)`}
      >
        {icon}
      </IconLink>
    </Tip>
  )
}

/** How far the page may scroll before the header turns frosted: as soon as content passes beneath. */
const SCROLLED_PX = 8

function subscribeScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/** Whether content has scrolled under the header; false in server HTML (a page starts at its top). */
function useScrolled(): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > SCROLLED_PX,
    () => false,
  )
}

/**
 * The fixed, frosted site header: brand, the site's sections (links on wide screens, a menu on phones),
 * profile links, the theme menu and the Get in touch dropdown.
 */
export function Header({
  site,
}: {
  /** The owner's name (the brand), the profile links, and the address Get in touch mails without script. */
  site: Pick<SiteData, 'ownerName' | 'linkedinUrl' | 'githubUrl' | 'contactEmail'>
}) {
  const user = useSessionUser()
  const scrolled = useScrolled()
  const { pathname } = useLocation()
  return (
    <Bar data-scrolled={scrolled}>
      <Inner>
        <Brand to="/" aria-label={site.ownerName} aria-current={pathname === '/' ? 'page' : undefined}>
          <FullName>{site.ownerName}</FullName>
          <Initials aria-hidden="true">{initials(site.ownerName)}</Initials>
        </Brand>
        <SiteNav />
        <Actions>
          <ProfileLink href={site.linkedinUrl} label="LinkedIn" icon={<LinkedInIcon />} />
          <ProfileLink href={site.githubUrl} label="GitHub" icon={<GitHubIcon />} />
          <ThemeMenu />
          <ContactMenu email={site.contactEmail} />
          {user && <AccountMenu user={user} />}
          <SiteMenu />
        </Actions>
      </Inner>
    </Bar>
  )
}
