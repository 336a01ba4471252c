import { lazy, memo, Suspense } from 'react'
import { Outlet } from 'react-router'
import styled from 'styled-components'
import { useSite } from '../app/site.ts'
import { TooltipProvider } from '../components/tooltip/Tooltip.tsx'
import type { SiteData } from '../graphql/types.ts'
import { PageError } from '../pages/error/PageError.tsx'
import { Header } from './Header.tsx'

/**
 * The footer sits under every page's content, so like the home page's sections (decision 151) its code
 * comes after the page's: asked for at once, hydrated when it arrives, its server HTML kept until then.
 * The memo keeps a re-render of the layout from reaching it before that.
 */
const loadFooter = () => import('./Footer.tsx')
if (typeof window !== 'undefined') void loadFooter()
const LazyFooter = lazy(() => loadFooter().then((m) => ({ default: m.Footer })))
const BelowTheContent = memo(function BelowTheContent({ site }: { site: SiteData }) {
  return (
    <Suspense>
      <LazyFooter site={site} />
    </Suspense>
  )
})

const Main = styled.main`
  padding-top: ${({ theme }) => theme.headerHeight};
  min-height: 100vh;
  &:focus { outline: none; }
`

/** The first stop for the keyboard: past the header straight to the page (issue 15 item 20). */
const SkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  z-index: 100;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.pill};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(-200%);
  &:focus { transform: none; }
`

export function RootLayout() {
  const site = useSite()
  return (
    <TooltipProvider>
      <SkipLink href="#content">Skip to content</SkipLink>
      <Header site={site} />
      <Main id="content" tabIndex={-1}>
        <Outlet />
      </Main>
      <BelowTheContent site={site} />
    </TooltipProvider>
  )
}

/** When the site settings themselves cannot load (an outage), the page says so without header or footer. */
export function RootError() {
  return (
    <Main id="content">
      <PageError />
    </Main>
  )
}
