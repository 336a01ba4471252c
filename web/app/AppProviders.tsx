import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { type Client, Provider as UrqlProvider } from 'urql'
import { ToastProvider } from '../components/toast/Toaster.tsx'
import { GlobalStyle } from '../theme/GlobalStyle.tsx'
import { theme } from '../theme/theme.ts'
import { type SiteConfig, SiteConfigProvider } from './site-config.tsx'

interface Props {
  client: Client
  site: SiteConfig
  children: ReactNode
}

/** Everything around the router, shared by the server renderer, the browser entry and Storybook. */
export function AppProviders({ client, site, children }: Props) {
  return (
    <SiteConfigProvider value={site}>
      <UrqlProvider value={client}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </UrqlProvider>
    </SiteConfigProvider>
  )
}
