import type { Decorator, Preview } from '@storybook/react-vite'
import '../web/theme/fonts.ts'
import { useLayoutEffect, useMemo } from 'react'
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router'
import { sampleSite } from '../stories/sample-site.ts'
import { AppProviders } from '../web/app/AppProviders.tsx'
import { ROOT_ROUTE_ID, type RootData } from '../web/app/site.ts'
import type { SiteData } from '../web/graphql/types.ts'
import { PAGE_CSS } from '../web/theme/page-css.ts'
import { theme } from '../web/theme/theme.ts'
import { AXE_RUN_OPTIONS } from './axe-rules.ts'
import { type MockResults, mockClient } from './mock-client.ts'
import { VIEWPORTS } from './viewports.ts'

// The palettes and page-wide rules the server writes into every page's head (web/theme/page-css.ts).
const pageStyle = document.createElement('style')
pageStyle.textContent = PAGE_CSS
document.head.append(pageStyle)

/** Hands a render error on to Storybook's error display instead of React Router's default error page. */
function Rethrow(): never {
  throw useRouteError()
}

/**
 * The toolbar's Theme on the story's document, as the server sets it on a page: `<html data-theme>`.
 * Applied after every render, so a story switched to keeps the toolbar's value whatever the last one did.
 */
const withTheme: Decorator = (Story, context) => {
  const chosen = context.globals.theme as string
  useLayoutEffect(() => {
    context.canvasElement.ownerDocument.documentElement.dataset.theme = chosen
  })
  return <Story />
}

/**
 * Every story gets the app's providers (styled-components theme, toasts, site config, GraphQL client) and
 * a memory router, so components render exactly as in the app while stories only pass props. The GraphQL
 * client never touches the network: a story that needs query results lists them in `parameters.graphql`, a
 * page that reads its route loader's data gets it from `parameters.loaderData`.
 */
const withApp: Decorator = (Story, context) => {
  const results = context.parameters.graphql as MockResults | undefined
  const path = (context.parameters.route as string | undefined) ?? '/'
  const client = useMemo(() => mockClient(results ?? {}), [results])
  const loaderData = context.parameters.loaderData as unknown
  // A story may change settings (parameters.site), e.g. the footer with every profile link.
  const siteOverrides = context.parameters.site as Partial<SiteData> | undefined
  // The signed-in user in the header (parameters.rootData.me): signed out unless a story says otherwise.
  const me = (context.parameters.rootData as Pick<RootData, 'me'> | undefined)?.me ?? null
  const rootData = useMemo<RootData>(
    () => ({ site: { ...sampleSite, ...siteOverrides }, me }),
    [siteOverrides, me],
  )
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            // The app's root route: header, footer and pages read the site settings from it.
            id: ROOT_ROUTE_ID,
            loader: () => rootData,
            errorElement: <Rethrow />,
            children: [
              {
                id: 'story',
                path: '*',
                element: <Story />,
                errorElement: <Rethrow />,
                // A page reads its route loader's data: the story hands it over as already loaded.
                ...(loaderData === undefined ? {} : { loader: () => loaderData }),
              },
            ],
          },
        ],
        {
          initialEntries: [path],
          hydrationData: {
            loaderData: {
              [ROOT_ROUTE_ID]: rootData,
              ...(loaderData === undefined ? {} : { story: loaderData }),
            },
          },
        },
      ),
    [Story, path, loaderData, rootData],
  )
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}

const preview: Preview = {
  decorators: [withApp, withTheme],
  // A Docs page for every component: its description, a prop table from the props type's JSDoc, each story.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // The Accessibility panel runs the rules the story test fails on in CI, and shows a violation as an error.
    a11y: { options: AXE_RUN_OPTIONS, test: 'error' },
    viewport: { options: VIEWPORTS },
    backgrounds: {
      options: {
        page: { name: 'Page', value: theme.colors.pageTop },
        deep: { name: 'Deep', value: theme.colors.pageBottom },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The catalogue's own pages first, then the areas in alphabetical order.
    options: { storySort: { order: ['Catalogue', ['Introduction', 'Design tokens'], '*'] } },
  },
  globalTypes: {
    theme: {
      // The toolbar button's name; the palettes: docs/decisions/210-light-theme-and-the-page-cache.md.
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { backgrounds: { value: 'page' }, theme: 'dark' },
}

export default preview
