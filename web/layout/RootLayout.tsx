import { Outlet } from 'react-router'
import styled from 'styled-components'
import { TooltipProvider } from '../components/tooltip/Tooltip.tsx'
import { Header } from './Header.tsx'

const Main = styled.main`
  padding-top: ${({ theme }) => theme.headerHeight};
  min-height: 100vh;
`

export function RootLayout() {
  return (
    <TooltipProvider>
      <Header />
      <Main id="content">
        <Outlet />
      </Main>
    </TooltipProvider>
  )
}
