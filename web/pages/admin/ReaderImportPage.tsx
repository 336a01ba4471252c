import { ArrowLeft, MailX } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import styled from 'styled-components'
import { Button } from '../../components/ui/Button.tsx'
import { ActionFeedback } from '../../components/ui/route-form.tsx'
import { formatDate } from '../../lib/session.ts'
import type { adminReaderImportLoader } from './loader.ts'
import type { ReaderImportData } from './queries.ts'
import { adminScreen, Card, HiddenFields, Muted, Row } from './ui.tsx'

type Counts = ReaderImportData['planned']

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`

/**
 * What the import will do (the preview) or did, one sentence per kind of row that occurs. The words
 * for the unsubscribed and for the mail are the decision's (docs/decisions/236): the owner reads them
 * before confirming.
 */
function outcomeLines(counts: Counts, done: boolean): string[] {
  /** "will be" before the import; "was" or "were" after it. */
  const beVerb = (n: number) => (done ? (n === 1 ? 'was' : 'were') : 'will be')
  const stay = (n: number) => (done ? 'stayed' : n === 1 ? 'stays' : 'stay')
  const lines: string[] = []
  const { created, subscribed, alreadySubscribed, unsubscribed, skipped, duplicates } = counts
  if (created) {
    lines.push(
      `${plural(created, 'new reader', 'new readers')} ${beVerb(created)} added, subscribed and confirmed.`,
    )
  }
  if (subscribed) {
    lines.push(
      `${plural(subscribed, 'person', 'people')} with an account but no subscription ${beVerb(subscribed)} subscribed.`,
    )
  }
  if (alreadySubscribed) {
    lines.push(
      `${plural(alreadySubscribed, 'is a reader', 'are readers')} already: merged, ${alreadySubscribed === 1 ? 'their subscription' : 'their subscriptions'} ${stay(alreadySubscribed)} as before (only names they have not given are filled in).`,
    )
  }
  if (unsubscribed) {
    lines.push(
      `${plural(unsubscribed, 'reader', 'readers')} unsubscribed earlier and ${stay(unsubscribed)} unsubscribed: an import never subscribes anyone again.`,
    )
  }
  if (skipped) {
    const are = done ? beVerb(skipped) : skipped === 1 ? 'is' : 'are'
    lines.push(`${plural(skipped, 'row', 'rows')} ${are} left out${done ? '' : ' (listed below)'}.`)
  }
  if (duplicates) {
    lines.push(
      `${plural(duplicates, 'row repeats', 'rows repeat')} an address from an earlier row: merged into it, never a second reader.`,
    )
  }
  return lines.length ? lines : ['Nothing: no row of the file can be imported.']
}

const Lines = styled.ul`
  margin: ${({ theme }) => theme.space(3)} 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`

const MailNote = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.well};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex: none; margin-top: 0.15rem; }
`

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const IssueTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption { text-align: left; padding: ${({ theme }) => theme.space(2)} 0; color: ${({ theme }) => theme.colors.textMuted}; }
  th, td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  td { overflow-wrap: anywhere; }
`

const TableBox = styled.div`
  overflow-x: auto;
  margin-top: ${({ theme }) => theme.space(4)};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
`

const KIND_LABELS: Record<ReaderImportData['issues'][number]['kind'], string> = {
  ERROR: 'Left out',
  SKIPPED: 'Left out',
  DUPLICATE: 'Merged',
}

function Issues({ upload }: { upload: ReaderImportData }) {
  if (upload.issueCount === 0) return null
  const shown = upload.issues.length
  return (
    <TableBox tabIndex={0} role="region" aria-labelledby="reader-import-issues">
      <IssueTable>
        <caption id="reader-import-issues">
          {shown < upload.issueCount
            ? `Rows left out or merged: the first ${shown} of ${upload.issueCount.toLocaleString('en')}`
            : `Rows left out or merged (${upload.issueCount})`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Email</th>
            <th scope="col">What happens</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {upload.issues.map((issue) => (
            <tr key={issue.row}>
              <td>{issue.row}</td>
              <td>{issue.email ?? '—'}</td>
              <td>{KIND_LABELS[issue.kind]}</td>
              <td>{issue.reason}</td>
            </tr>
          ))}
        </tbody>
      </IssueTable>
    </TableBox>
  )
}

/** How many readers a confirmation would add or subscribe: the confirm button says it. */
const joining = (counts: Counts) => counts.created + counts.subscribed

/**
 * An uploaded reader list: what confirming will do, row problems listed, and what mail it sends
 * (none); then, once confirmed, what it did. Both forms post to the route's action, so this works
 * without JavaScript (docs/decisions/221).
 */
export function ReaderImportView({
  upload,
}: {
  /** The uploaded reader list with its preview (or, once confirmed, what it did); null when it is gone. */
  upload: ReaderImportData | null
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <section aria-labelledby="reader-import-heading">
      <BackLink to="/admin/subscribers">
        <ArrowLeft aria-hidden size={16} /> Subscribers
      </BackLink>
      <h2 id="reader-import-heading">Import readers</h2>
      <ActionFeedback />
      {!upload ? (
        <Card>
          <p>
            This upload is gone: an uploaded list waits a day for its confirmation, and a cancelled one is
            dropped at once. Upload the file again from the Subscribers screen.
          </p>
        </Card>
      ) : (
        <Card>
          <Muted>
            {upload.fileName}: {plural(upload.rows, 'row', 'rows')}, read as {upload.encoding}, uploaded{' '}
            {formatDate(upload.createdAt)}.
          </Muted>
          {upload.result && upload.doneAt ? (
            <>
              <p>
                <strong>Imported on {formatDate(upload.doneAt)}.</strong>
              </p>
              <Lines>
                {outcomeLines(upload.result, true).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Lines>
              <MailNote>
                <MailX aria-hidden size={16} /> No email was sent.
              </MailNote>
              <Button as={Link} to="/admin/subscribers" $variant="primary">
                See the readers
              </Button>
            </>
          ) : (
            <>
              <p>
                <strong>Nothing is saved until you confirm.</strong> If you import this file:
              </p>
              <Lines>
                {outcomeLines(upload.planned, false).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Lines>
              {upload.ignoredColumns.length ? (
                <Muted>Columns not imported: {upload.ignoredColumns.join(', ')}.</Muted>
              ) : null}
              <MailNote>
                <MailX aria-hidden size={16} />
                <span>
                  <strong>No email is sent</strong>: no confirmation and no welcome. Imported readers count as
                  confirmed, because by importing them you confirm they agreed to get your newsletter. They
                  get the next issue you send, with its unsubscribe link.
                </span>
              </MailNote>
              <Row>
                <Form method="post">
                  <HiddenFields fields={{ intent: 'confirm' }} />
                  <Button
                    type="submit"
                    $variant="primary"
                    disabled={busy || joining(upload.planned) + upload.planned.alreadySubscribed === 0}
                  >
                    {joining(upload.planned)
                      ? `Import ${plural(joining(upload.planned), 'reader', 'readers')}`
                      : 'Import'}
                  </Button>
                </Form>
                <Form method="post">
                  <HiddenFields fields={{ intent: 'cancel' }} />
                  <Button type="submit" $variant="secondary" disabled={busy}>
                    Cancel
                  </Button>
                </Form>
              </Row>
              <Issues upload={upload} />
            </>
          )}
        </Card>
      )}
    </section>
  )
}

/** /admin/subscribers/import/:id, from its route's loader. */
export const ReaderImportScreen = adminScreen<typeof adminReaderImportLoader>(ReaderImportView)
