import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { ToastProvider } from '../components/toast/Toaster.tsx'
import { theme } from '../theme/theme.ts'
import { type GraphQLClient, GraphQLClientProvider } from './graphql-client.ts'

interface Props {
  client: GraphQLClient
  children: ReactNode
}

/** Everything around the router, shared by the server renderer, the browser entry and Storybook. */
export function AppProviders({ client, children }: Props) {
  return (
    <GraphQLClientProvider value={client}>
      <ThemeProvider theme={theme}>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </GraphQLClientProvider>
  )
}
