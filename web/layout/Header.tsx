import type { ReactElement } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { useSiteConfig } from '../app/site-config.tsx'
import { Tip } from '../components/tooltip/Tooltip.tsx'
import { ContactMenu } from './ContactMenu.tsx'
import { GitHubIcon, LinkedInIcon } from './ProfileIcons.tsx'

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${({ theme }) => theme.headerHeight};
  background: ${({ theme }) => theme.colors.headerGlass};
  backdrop-filter: blur(14px) saturate(160%);
  -webkit-backdrop-filter: blur(14px) saturate(160%);
  border-bottom: 1px solid rgba(255, 255, 255, 0.08);
  box-shadow: 0 1px 24px rgba(2, 6, 23, 0.35);
`

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(3)};
  @media (min-width: 480px) {
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
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  letter-spacing: -0.01em;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover { color: #ffffff; }
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
const Initials = styled.span`
  display: none;
  @media (max-width: 359px) {
    display: inline-grid;
    place-items: center;
    width: 34px;
    height: 34px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    background: rgba(255, 255, 255, 0.06);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.04em;
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
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  @media (min-width: 480px) {
    width: 40px;
    height: 40px;
  }
  border-radius: ${({ theme }) => theme.radii.pill};
  color: #ffffff;
  transition: background 150ms ease, transform 150ms ease;
  &:hover { background: rgba(255, 255, 255, 0.1); transform: translateY(-1px); }
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

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')

/** The fixed, frosted site header: brand, profile links and the Get in touch dropdown. */
export function Header() {
  const site = useSiteConfig()
  return (
    <Bar>
      <Inner>
        <Brand to="/" aria-label={site.ownerName}>
          <FullName>{site.ownerName}</FullName>
          <Initials aria-hidden="true">{initials(site.ownerName)}</Initials>
        </Brand>
        <Actions>
          <ProfileLink href={site.linkedinUrl} label="LinkedIn" icon={<LinkedInIcon />} />
          <ProfileLink href={site.githubUrl} label="GitHub" icon={<GitHubIcon />} />
          <ContactMenu />
        </Actions>
      </Inner>
    </Bar>
  )
}
