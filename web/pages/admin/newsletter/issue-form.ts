import type { IssueInput } from '../../../../src/shared/inputs/newsletter-issues.ts'

/** The composer's fields as it posts them to /admin/newsletter's action (`id` empty for a new issue). */
export interface IssueValues {
  id: string
  title: string
  markdown: string
  topics: string[]
  /** '' for none. */
  featureImageUrl: string
  featureImageAlt: string
  featureImageDecorative: boolean
}

/** The REST body (POST or PUT /api/newsletter/issues), checked with the handler's own schema first. */
export const issuePayload = (values: IssueValues): IssueInput => ({
  title: values.title.trim(),
  markdown: values.markdown,
  topics: values.topics,
  featureImageUrl: values.featureImageUrl || null,
  featureImageAlt: values.featureImageUrl ? values.featureImageAlt.trim() : '',
  featureImageDecorative: values.featureImageUrl ? values.featureImageDecorative : false,
})
