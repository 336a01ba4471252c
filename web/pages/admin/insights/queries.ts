import type {
  AdminInsightsDetailsQuery,
  AdminInsightsQuery,
  InsightPeriod,
} from '../../../../schema/generated/lazy/graphql.ts'

/**
 * The Insights screen's documents (web/graphql/lazy/insights.graphql), from the generated module that
 * only this screen loads (codegen.ts): the public pages' first load does not carry their text.
 */
export {
  AdminInsightsDetailsDocument as ADMIN_INSIGHTS_DETAILS_QUERY,
  AdminInsightsDocument as ADMIN_INSIGHTS_QUERY,
} from '../../../../schema/generated/lazy/graphql.ts'

export type InsightPeriodName = InsightPeriod
export type InsightsData = NonNullable<AdminInsightsQuery['admin']>['insights']
export type InsightDetailsData = NonNullable<AdminInsightsDetailsQuery['admin']>['insights']
