import styled from 'styled-components'
import { MAIL_LOG_STATES, type MailLogState } from '../../../src/shared/enums.ts'
import { restValue } from '../../graphql/rest-values.ts'
import { dateTimeAttribute } from '../../lib/dates.ts'
import { formatDateTime } from './format.ts'
import type { ListState } from './list-query.ts'
import type { adminMailLoader } from './loader.ts'
import { FilterLinks, ListSearch, Pager } from './paged.tsx'
import type { MailLogCounts, MailLogEntryData } from './queries.ts'
import { adminScreen, Card, ItemList, Muted, SpreadRow, StateLabel } from './ui.tsx'

const STATE_LABELS: Record<MailLogState, string> = {
  queued: 'Queued',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
}

const STATE_TONES = {
  queued: 'neutral',
  retrying: 'warning',
  sent: 'success',
  failed: 'danger',
} as const satisfies Record<MailLogState, unknown>

const STATE_HINTS: Record<MailLogState, string> = {
  queued: 'Waiting for its first attempt.',
  retrying: 'An attempt failed; the queue tries again after a pause.',
  sent: 'Taken by the mail server (or kept in the Outbox without SMTP).',
  failed: 'Given up: the mail server refused it, or every attempt failed.',
}

const Entries = styled(ItemList)`
  margin-top: ${({ theme }) => theme.space(2)};
  gap: ${({ theme }) => theme.space(2)};
`

const Entry = styled(Card)`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`

const Subject = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`

function MailEntry({ message }: { message: MailLogEntryData }) {
  const state = restValue(MAIL_LOG_STATES, message.state)
  const when = message.sentAt ?? message.createdAt
  return (
    <Entry as="li">
      <SpreadRow>
        <Subject>{message.subject}</Subject>
        <StateLabel $tone={STATE_TONES[state]} title={STATE_HINTS[state]}>
          {STATE_LABELS[state]}
          {state !== 'sent' && message.attempts > 0
            ? ` · ${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}`
            : ''}
        </StateLabel>
      </SpreadRow>
      <Muted>
        To {message.recipient} · {message.kind} · {message.sentAt ? 'sent' : 'queued'}{' '}
        <time dateTime={dateTimeAttribute(when)}>{formatDateTime(when)}</time>
      </Muted>
      {message.lastError ? <ErrorText>{message.lastError}</ErrorText> : null}
    </Entry>
  )
}

/**
 * Every message the site queued (confirmations, resets, notes to the owner, newsletter issues), newest
 * first, with what became of it: the place to look when readers say a mail never came, with SMTP or
 * without. Filtered by state and searched by recipient or subject on the server, a page at a time.
 */
function MailLogTab({
  messages,
  counts,
  list,
}: {
  messages: readonly MailLogEntryData[]
  counts: MailLogCounts
  list: ListState
}) {
  const all = counts.queued + counts.retrying + counts.sent + counts.failed
  return (
    <section aria-labelledby="admin-mail-heading">
      <h2 id="admin-mail-heading">Mail log</h2>
      <Muted>
        Every message the site sent or is sending, newest first: sign-up confirmations, password resets, notes
        to you and newsletter issues. A failed message shows the mail server's answer.
      </Muted>
      <FilterLinks
        label="Messages by state"
        list={list}
        tabs={[
          { label: 'All', count: all, hint: 'Every message.' },
          ...MAIL_LOG_STATES.map((value) => ({
            value,
            label: STATE_LABELS[value],
            count: counts[value],
            hint: STATE_HINTS[value],
          })),
        ]}
      />
      <ListSearch
        label="Search mail"
        hint="Part of a recipient address or subject"
        search={list.search}
        filters={list.filters}
      />
      {list.total === 0 ? (
        <Muted>{list.search ? 'No messages match.' : 'No messages here yet.'}</Muted>
      ) : (
        <Entries aria-label="Messages">
          {messages.map((message) => (
            <MailEntry key={message.id} message={message} />
          ))}
        </Entries>
      )}
      <Pager list={list} label="Mail log" />
    </section>
  )
}

/** /admin/mail, from its route's loader. */
export const MailLogScreen = adminScreen<typeof adminMailLoader>(MailLogTab)
