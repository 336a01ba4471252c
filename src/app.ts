import { Elysia } from 'elysia'
import type { AppDeps } from './app-deps.ts'
import { errorToResponse } from './http/error-response.ts'
import { describeError, type Logger } from './http/logger.ts'
import { accountRoutes } from './modules/account/routes.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { commandRoutes } from './modules/commands/routes.ts'
import { contactRoutes } from './modules/contact/routes.ts'
import { graphqlRoutes } from './modules/graphql/routes.ts'
import { createGraphQLServer } from './modules/graphql/server.ts'
import { healthRoutes } from './modules/health/routes.ts'
import { insightReportRoutes } from './modules/insight-reports/routes.ts'
import { insightRoutes } from './modules/insights/routes.ts'
import { mediaRoutes } from './modules/media/routes.ts'
import { metricsRoutes, routeLabels } from './modules/metrics/routes.ts'
import { newsletterRoutes } from './modules/newsletter/routes.ts'
import { newsletterIssueRoutes } from './modules/newsletter-issues/routes.ts'
import { newsletterLinkRoutes } from './modules/newsletter-links/routes.ts'
import { newsletterTopicRoutes } from './modules/newsletter-topics/routes.ts'
import { projectRoutes } from './modules/projects/routes.ts'
import { readerRoutes } from './modules/readers/routes.ts'
import { seoRoutes } from './modules/seo/routes.ts'
import { setupRoutes } from './modules/setup/routes.ts'
import { siteRoutes } from './modules/site/routes.ts'
import type { ClientAssets } from './modules/ssr/assets.ts'
import { pageRoutes } from './modules/ssr/routes.ts'
import { workExperienceRoutes } from './modules/work-experiences/routes.ts'

/** The whole HTTP surface. Feature modules register here; pages come last because they catch all GETs. */
export function createApp(deps: AppDeps, assets: ClientAssets, logger: Logger) {
  // One GraphQL executor for /graphql and for the pages' loaders (docs/decisions/218).
  const graphql = createGraphQLServer(deps, logger)
  // Route actions call the REST routes of this same app, in-process (docs/decisions/221).
  let app: { handle(request: Request): Promise<Response> } | undefined
  const handle = (request: Request): Promise<Response> => app!.handle(request)
  const built = new Elysia()
    .onError((ctx) => errorToResponse(ctx, (error) => logger.error('request failed', describeError(error))))
    .use(routeLabels())
    .use(metricsRoutes(deps.config))
    .use(healthRoutes(deps))
    .use(authRoutes(deps))
    .use(setupRoutes(deps))
    .use(accountRoutes(deps))
    .use(newsletterRoutes(deps))
    .use(newsletterIssueRoutes(deps))
    .use(newsletterLinkRoutes(deps))
    .use(newsletterTopicRoutes(deps))
    .use(projectRoutes(deps))
    .use(commandRoutes(deps))
    .use(workExperienceRoutes(deps))
    .use(mediaRoutes(deps))
    .use(siteRoutes(deps))
    .use(contactRoutes(deps))
    .use(insightRoutes(deps))
    .use(readerRoutes(deps))
    .use(insightReportRoutes(deps))
    .use(graphqlRoutes(deps, graphql))
    .use(seoRoutes(deps))
    .use(pageRoutes(deps, assets, logger, graphql, handle))
  app = built
  return built
}
