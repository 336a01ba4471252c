import { archivePath } from './messages.ts'
import type { ArchivedIssue } from './model.ts'

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The archive as an Atom feed (RFC 4287); each entry carries the issue's sanitised HTML, and a category
 * per topic: its slug as the term (it never changes), its name as the label. Title and author are the
 * owner's name of the site settings.
 */
export function issuesFeed(
  site: { siteUrl: string; ownerName: string },
  items: readonly ArchivedIssue[],
  topicNames: ReadonlyMap<string, string> = new Map(),
): string {
  const { siteUrl, ownerName } = site
  const host = new URL(siteUrl).hostname
  const updated = items[0]?.updatedAt ?? '1970-01-01T00:00:00.000Z'
  const entries = items.map(
    (issue) => `  <entry>
    <id>tag:${host},2026:newsletter/${issue.id}</id>
    <title>${escapeXml(issue.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}${archivePath(issue.slug)}`)}"/>
    <published>${issue.sentAt}</published>
    <updated>${issue.updatedAt}</updated>
${issue.topics.map((topic) => `    <category term="${escapeXml(topic)}" label="${escapeXml(topicNames.get(topic) ?? topic)}"/>`).join('\n')}
    <content type="html">${escapeXml(issue.html)}</content>
  </entry>`,
  )
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>tag:${host},2026:newsletter</id>
  <title>${escapeXml(`${ownerName} · Newsletter`)}</title>
  <link rel="self" type="application/atom+xml" href="${escapeXml(`${siteUrl}/newsletter/feed.xml`)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}${archivePath()}`)}"/>
  <author><name>${escapeXml(ownerName)}</name></author>
  <updated>${updated}</updated>
${entries.join('\n')}
</feed>
`
}
