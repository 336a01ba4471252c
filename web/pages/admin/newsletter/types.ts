import type { Topic } from '../../../../src/shared/enums.ts'

/** GET /api/newsletter/issues: an issue with its delivery counts, read from the database on every call. */
export interface AdminIssue {
  id: number
  title: string
  slug: string
  markdown: string
  html: string
  topics: Topic[]
  status: 'draft' | 'sending' | 'paused' | 'sent'
  sentAt: string | null
  createdAt: string
  updatedAt: string
  progress: { total: number; sent: number; failed: number; remaining: number }
  /** Why the remaining deliveries are not leaving now; null when nothing waits. */
  waiting: string | null
}

export interface LibraryImage {
  url: string
  width: number | null
  height: number | null
}
