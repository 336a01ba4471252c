import { type Static, Type as t } from '@sinclair/typebox'
import type { AppDeps } from '../../app-deps.ts'
import { TOPICS } from '../../shared/enums.ts'

/** What sending needs from the process: a worker runs with just these (kill.test.ts). */
export type NewsletterDeps = Pick<AppDeps, 'config' | 'sql'>

export const ISSUE_STATUSES = ['draft', 'sending', 'paused', 'sent'] as const
export type IssueStatus = (typeof ISSUE_STATUSES)[number]

export const Progress = t.Object({
  total: t.Integer(),
  sent: t.Integer(),
  failed: t.Integer(),
  remaining: t.Integer(),
})
export type Progress = Static<typeof Progress>

export const Issue = t.Object({
  id: t.Integer(),
  title: t.String(),
  slug: t.String(),
  markdown: t.String(),
  html: t.String(),
  topics: t.Array(t.Union(TOPICS.map((topic) => t.Literal(topic)))),
  status: t.Union(ISSUE_STATUSES.map((s) => t.Literal(s))),
  sentAt: t.Union([t.String(), t.Null()]),
  createdAt: t.String(),
  updatedAt: t.String(),
})
export type Issue = Static<typeof Issue>

export type IssueWithProgress = Issue & {
  progress: Progress
  /** Why the remaining deliveries are not leaving now (retry, send slot, a worker that stopped answering). */
  waiting: string | null
}

/** What the public archive shows of a sent issue. */
export type ArchivedIssue = Pick<Issue, 'id' | 'title' | 'slug' | 'html' | 'topics' | 'updatedAt'> & {
  sentAt: string
}
