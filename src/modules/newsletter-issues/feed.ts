import type { ArchivedIssue } from '../../shared/models/newsletter-issues.ts'
import { archivePath } from './messages.ts'

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * An issue's feature image, as feed readers look for it: a Media RSS thumbnail (the picture a reader
 * shows in its list) and the image first in the content (for readers that only look there), as Ghost's
 * feed does too. Addresses are absolute: a feed is read far from the site.
 */
function featureImageParts(issue: ArchivedIssue, siteUrl: string): { thumbnail: string; html: string } {
  const image = issue.featureImage
  if (!image) return { thumbnail: '', html: '' }
  const url = `${siteUrl}${image.url}`
  const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : ''
  return {
    thumbnail: `    <media:thumbnail url="${escapeXml(url)}"${size}/>\n`,
    html: `<p><img src="${escapeXml(url)}" alt="${escapeXml(image.alt)}"${size} /></p>\n`,
  }
}

/**
 * The archive as an Atom feed (RFC 4287); each entry carries the issue's sanitised HTML, led by its
 * feature image, and a category per topic: its slug as the term (it never changes), its name as the
 * label. Title and author are the owner's name of the site settings.
 */
export function issuesFeed(
  site: { siteUrl: string; ownerName: string },
  items: readonly ArchivedIssue[],
  topicNames: ReadonlyMap<string, string> = new Map(),
): string {
  const { siteUrl, ownerName } = site
  const host = new URL(siteUrl).hostname
  const updated = items[0]?.updatedAt ?? '1970-01-01T00:00:00.000Z'
  const entries = items.map((issue) => {
    const feature = featureImageParts(issue, siteUrl)
    return `  <entry>
    <id>tag:${host},2026:newsletter/${issue.id}</id>
    <title>${escapeXml(issue.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(`${siteUrl}${archivePath(issue.slug)}`)}"/>
    <published>${issue.sentAt}</published>
    <updated>${issue.updatedAt}</updated>
${issue.topics.map((topic) => `    <category term="${escapeXml(topic)}" label="${escapeXml(topicNames.get(topic) ?? topic)}"/>`).join('\n')}
${feature.thumbnail}    <content type="html">${escapeXml(feature.html + issue.html)}</content>
  </entry>`
  })
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
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
