/**
 * The public pages' documents, typed by `npm run codegen` from web/graphql/*.graphql. Each is imported
 * from the generated module by name, so a page's bundle carries only the documents it sends.
 */
export {
  NewsletterArchiveDocument as NEWSLETTER_ARCHIVE_QUERY,
  NewsletterIssueDocument as NEWSLETTER_ISSUE_QUERY,
  NewsletterLatestDocument as NEWSLETTER_LATEST_QUERY,
  NewsletterUnsubscribeLinkDocument as NEWSLETTER_UNSUBSCRIBE_LINK_QUERY,
  ProjectDocument as PROJECT_QUERY,
  ProjectsDocument as PROJECTS_QUERY,
  SiteDocument as SITE_QUERY,
  WorkExperiencesDocument as WORK_EXPERIENCES_QUERY,
} from '../../schema/generated/graphql.ts'
