import { Link } from 'react-router'
import styled from 'styled-components'
import { useSiteConfig } from '../app/site-config.tsx'

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${({ theme }) => theme.headerHeight};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0 ${({ theme }) => theme.space(5)};
  background: rgba(15, 23, 42, 0.6);
  backdrop-filter: blur(14px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Brand = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 700;
  text-decoration: none;
`

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export function Header() {
  const site = useSiteConfig()
  return (
    <Bar>
      <Brand to="/">{site.ownerName}</Brand>
      <Nav aria-label="Profiles">
        <a href={site.linkedinUrl} target="_blank" rel="noopener noreferrer">
          LinkedIn
        </a>
        <a href={site.githubUrl} target="_blank" rel="noopener noreferrer">
          GitHub
        </a>
        <a href={`mailto:${site.ownerEmail}`}>Get in touch</a>
      </Nav>
    </Bar>
  )
}
