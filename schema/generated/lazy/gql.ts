/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AdminInsights($period: InsightPeriod!, $from: String, $to: String) {\n  admin {\n    insights(period: $period, from: $from, to: $to) {\n      period\n      from\n      to\n      previousFrom\n      previousTo\n      bucket\n      currentVisitors\n      totals {\n        visitors\n        views\n        signups\n        contacts\n      }\n      previousTotals {\n        visitors\n        views\n        signups\n        contacts\n      }\n      series {\n        at\n        visitors\n        views\n      }\n      previousSeries {\n        at\n        visitors\n        views\n      }\n    }\n  }\n}\n\nquery AdminInsightsDetails($period: InsightPeriod!, $from: String, $to: String) {\n  admin {\n    insights(period: $period, from: $from, to: $to) {\n      breakdowns {\n        dimension\n        value\n        label\n        visitors\n        views\n      }\n      vitals {\n        path\n        metric\n        p75\n        good\n        needsImprovement\n        poor\n      }\n      newsletterIssues {\n        id\n        title\n        slug\n        sentAt\n        sent\n        opens\n        clicks\n        unsubscribes\n        signups\n      }\n      readerGrowth {\n        day\n        new\n        confirmed\n        unsubscribed\n      }\n    }\n  }\n}": typeof types.AdminInsightsDocument,
    "query AdminNewsletterScreen {\n  admin {\n    newsletterTracking {\n      openPixel\n    }\n    newsletterIssues {\n      id\n      title\n      slug\n      markdown\n      html\n      topics\n      status\n      sentAt\n      editedAt\n      createdAt\n      updatedAt\n      progress {\n        total\n        sent\n        failed\n        remaining\n      }\n      waiting\n      scheduledAt\n      scheduleRefusedAt\n      scheduleRefusal\n      featureImageUrl\n      featureImageAlt\n      featureImageDecorative\n      undescribedImages {\n        position\n        src\n      }\n    }\n  }\n}": typeof types.AdminNewsletterScreenDocument,
};
const documents: Documents = {
    "query AdminInsights($period: InsightPeriod!, $from: String, $to: String) {\n  admin {\n    insights(period: $period, from: $from, to: $to) {\n      period\n      from\n      to\n      previousFrom\n      previousTo\n      bucket\n      currentVisitors\n      totals {\n        visitors\n        views\n        signups\n        contacts\n      }\n      previousTotals {\n        visitors\n        views\n        signups\n        contacts\n      }\n      series {\n        at\n        visitors\n        views\n      }\n      previousSeries {\n        at\n        visitors\n        views\n      }\n    }\n  }\n}\n\nquery AdminInsightsDetails($period: InsightPeriod!, $from: String, $to: String) {\n  admin {\n    insights(period: $period, from: $from, to: $to) {\n      breakdowns {\n        dimension\n        value\n        label\n        visitors\n        views\n      }\n      vitals {\n        path\n        metric\n        p75\n        good\n        needsImprovement\n        poor\n      }\n      newsletterIssues {\n        id\n        title\n        slug\n        sentAt\n        sent\n        opens\n        clicks\n        unsubscribes\n        signups\n      }\n      readerGrowth {\n        day\n        new\n        confirmed\n        unsubscribed\n      }\n    }\n  }\n}": types.AdminInsightsDocument,
    "query AdminNewsletterScreen {\n  admin {\n    newsletterTracking {\n      openPixel\n    }\n    newsletterIssues {\n      id\n      title\n      slug\n      markdown\n      html\n      topics\n      status\n      sentAt\n      editedAt\n      createdAt\n      updatedAt\n      progress {\n        total\n        sent\n        failed\n        remaining\n      }\n      waiting\n      scheduledAt\n      scheduleRefusedAt\n      scheduleRefusal\n      featureImageUrl\n      featureImageAlt\n      featureImageDecorative\n      undescribedImages {\n        position\n        src\n      }\n    }\n  }\n}": types.AdminNewsletterScreenDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminInsights($period: InsightPeriod!, $from: String, $to: String) {\n  admin {\n    insights(period: $period, from: $from, to: $to) {\n      period\n      from\n      to\n      previousFrom\n      previousTo\n      bucket\n      currentVisitors\n      totals {\n        visitors\n        views\n        signups\n        contacts\n      }\n      previousTotals {\n        visitors\n        views\n        signups\n        contacts\n      }\n      series {\n        at\n        visitors\n        views\n      }\n      previousSeries {\n        at\n        visitors\n        views\n      }\n    }\n  }\n}\n\nquery AdminInsightsDetails($period: InsightPeriod!, $from: String, $to: String) {\n  admin {\n    insights(period: $period, from: $from, to: $to) {\n      breakdowns {\n        dimension\n        value\n        label\n        visitors\n        views\n      }\n      vitals {\n        path\n        metric\n        p75\n        good\n        needsImprovement\n        poor\n      }\n      newsletterIssues {\n        id\n        title\n        slug\n        sentAt\n        sent\n        opens\n        clicks\n        unsubscribes\n        signups\n      }\n      readerGrowth {\n        day\n        new\n        confirmed\n        unsubscribed\n      }\n    }\n  }\n}"): typeof import('./graphql').AdminInsightsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminNewsletterScreen {\n  admin {\n    newsletterTracking {\n      openPixel\n    }\n    newsletterIssues {\n      id\n      title\n      slug\n      markdown\n      html\n      topics\n      status\n      sentAt\n      editedAt\n      createdAt\n      updatedAt\n      progress {\n        total\n        sent\n        failed\n        remaining\n      }\n      waiting\n      scheduledAt\n      scheduleRefusedAt\n      scheduleRefusal\n      featureImageUrl\n      featureImageAlt\n      featureImageDecorative\n      undescribedImages {\n        position\n        src\n      }\n    }\n  }\n}"): typeof import('./graphql').AdminNewsletterScreenDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
