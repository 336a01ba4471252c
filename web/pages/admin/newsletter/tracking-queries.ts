import type { AdminNewsletterTrackingQuery } from '../../../../schema/generated/lazy/graphql.ts'

/** The open pixel switch's document, from the module only admin screens load (codegen.ts). */
export { AdminNewsletterTrackingDocument as ADMIN_NEWSLETTER_TRACKING_QUERY } from '../../../../schema/generated/lazy/graphql.ts'

export type AdminNewsletterTrackingResult = AdminNewsletterTrackingQuery
