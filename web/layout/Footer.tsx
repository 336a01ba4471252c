import { type ComponentType, useSyncExternalStore } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { PROFILE_LINKS, type ProfileLinkField } from '../../src/shared/site.ts'
import type { SiteData } from '../graphql/types.ts'
import { loadInsights } from '../insights/load.ts'
import { HuggingFaceIcon, MastodonIcon, ScholarIcon, XIcon } from './MoreProfileIcons.tsx'
import { GitHubIcon, LinkedInIcon } from './ProfileIcons.tsx'
import { SITE_NAV } from './site-nav.ts'

// The footer's chunk comes after every public page's own code: the insights beacon's loader rides on it
// (web/insights/load.ts), outside the pages' first-load budgets. Once per page load, in the browser only.
if (typeof window !== 'undefined') loadInsights()

const ICONS: Record<ProfileLinkField, ComponentType<{ size?: number }>> = {
  linkedinUrl: LinkedInIcon,
  githubUrl: GitHubIcon,
  xUrl: XIcon,
  mastodonUrl: MastodonIcon,
  scholarUrl: ScholarIcon,
  huggingfaceUrl: HuggingFaceIcon,
}

const Bar = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.pageBottom};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)};
`

const Owner = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const IconLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  &:hover { background: ${({ theme }) => theme.colors.washStrong}; }
`

const TextLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-underline-offset: 3px;
`

/** Marks the year in the server HTML, so hydration reuses it (same idea as decision 015). */
const YEAR_ATTRIBUTE = 'data-footer-year'
const noSubscription = () => () => {}
const thisYear = () => new Date().getUTCFullYear()

/** The server's year while hydrating, then the browser's: no mismatch when the two straddle New Year. */
function useYear(): number {
  return useSyncExternalStore(noSubscription, thisYear, () => {
    if (typeof document === 'undefined') return thisYear()
    return Number(document.querySelector(`[${YEAR_ATTRIBUTE}]`)?.textContent) || thisYear()
  })
}

/** Every page's footer: the owner, their profiles, the newsletter and its archive, and the copyright line. */
export function Footer({
  site,
}: {
  /** The site settings: the owner's name and the profile links shown. */
  site: SiteData
}) {
  const year = useYear()
  const links = PROFILE_LINKS.flatMap(({ field, label }) => {
    const href = site[field]
    return href ? [{ field, label, href }] : []
  })
  return (
    <Bar>
      <Inner>
        <Owner>
          © <span {...{ [YEAR_ATTRIBUTE]: '' }}>{year}</span> {site.ownerName}
        </Owner>
        <nav aria-label="Footer">
          <Links>
            {/* Without scripting the header's phone menu cannot open: its sections are here instead. */}
            {SITE_NAV.filter(({ to }) => to !== '/newsletter/archive').map(({ label, to }) => (
              <li key={to} className="no-script-only">
                <TextLink to={to}>{label}</TextLink>
              </li>
            ))}
            <li>
              <TextLink to="/newsletter">Newsletter</TextLink>
            </li>
            <li>
              <TextLink to="/newsletter/archive">Past issues</TextLink>
            </li>
            {links.map(({ field, label, href }) => {
              const Icon = ICONS[field]
              return (
                <li key={field}>
                  {/* rel="me" lets Mastodon and similar services verify the profile belongs to this site. */}
                  <IconLink
                    href={href}
                    target="_blank"
                    rel="me noopener noreferrer"
                    aria-label={`${label} (opens in a new tab)`}
                  >
                    <Icon size={18} />
                  </IconLink>
                </li>
              )
            })}
          </Links>
        </nav>
      </Inner>
    </Bar>
  )
}
