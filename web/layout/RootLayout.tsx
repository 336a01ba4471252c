import { Outlet } from 'react-router'
import styled from 'styled-components'
import { PageMeta } from '../app/render-context.tsx'
import { useSiteConfig } from '../app/site-config.tsx'
import { TooltipProvider } from '../components/tooltip/Tooltip.tsx'
import { Header } from './Header.tsx'

const Main = styled.main`
  padding-top: ${({ theme }) => theme.headerHeight};
  min-height: 100vh;
`

export function RootLayout() {
  const site = useSiteConfig()
  return (
    <TooltipProvider>
      <PageMeta
        title={`${site.ownerName} · FullStack Machine Learning Engineer`}
        description={`Projects, work experience and notes from ${site.ownerName}, a full-stack machine-learning engineer.`}
      />
      <Header />
      <Main id="content">
        <Outlet />
      </Main>
    </TooltipProvider>
  )
}
