/**
 * Where a newsletter issue stands; 'unpublished': sent, then taken off the archive and the feed by the
 * owner (decision 227). Its own module, not enums.ts: only the server and the admin's screen need it, and
 * enums.ts is part of the public pages' first load.
 */
export const ISSUE_STATUSES = ['draft', 'sending', 'paused', 'sent', 'unpublished'] as const
