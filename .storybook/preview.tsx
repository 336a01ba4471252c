import type { Decorator, Preview } from '@storybook/react-vite'
import '../web/theme/fonts.ts'
import { useMemo } from 'react'
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router'
import { AppProviders } from '../web/app/AppProviders.tsx'
import type { SiteConfig } from '../web/app/site-config.tsx'
import { theme } from '../web/theme/theme.ts'
import { type MockResults, mockClient } from './mock-client.ts'

export const sampleSite: SiteConfig = {
  ownerName: 'Ada Example',
  ownerFirstName: 'Ada',
  ownerEmail: 'ada@example.com',
  linkedinUrl: 'https://www.linkedin.com/in/ada-example',
  githubUrl: 'https://github.com/ada-example',
  siteUrl: 'http://localhost:3000',
}

/** Hands a render error on to Storybook's error display instead of React Router's default error page. */
function Rethrow(): never {
  throw useRouteError()
}

/**
 * Every story gets the app's providers (theme, global style, toasts, site config, urql) and a memory
 * router, so components render exactly as in the app while stories only pass props. The urql client
 * never touches the network: a story that needs query results lists them in `parameters.urql`, a
 * page that reads its route loader's data gets it from `parameters.loaderData`.
 */
const withApp: Decorator = (Story, context) => {
  const results = context.parameters.urql as MockResults | undefined
  const path = (context.parameters.route as string | undefined) ?? '/'
  const client = useMemo(() => mockClient(results ?? {}), [results])
  const loaderData = context.parameters.loaderData as unknown
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            id: 'story',
            path: '*',
            element: <Story />,
            errorElement: <Rethrow />,
            // A page reads its route loader's data: the story hands it over as already loaded.
            ...(loaderData === undefined ? {} : { loader: () => loaderData }),
          },
        ],
        {
          initialEntries: [path],
          ...(loaderData === undefined ? {} : { hydrationData: { loaderData: { story: loaderData } } }),
        },
      ),
    [Story, path, loaderData],
  )
  return (
    <AppProviders client={client} site={sampleSite}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}

const preview: Preview = {
  decorators: [withApp],
  parameters: {
    layout: 'padded',
    backgrounds: {
      options: {
        page: { name: 'Page', value: theme.colors.pageTop },
        deep: { name: 'Deep', value: theme.colors.pageBottom },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  initialGlobals: { backgrounds: { value: 'page' } },
}

export default preview
