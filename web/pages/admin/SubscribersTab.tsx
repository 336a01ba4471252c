import { Download } from 'lucide-react'
import { Fragment, useId } from 'react'
import { useNavigation } from 'react-router'
import styled from 'styled-components'
import type { TopicFieldsFragment } from '../../../schema/generated/graphql.ts'
import {
  FREQUENCIES,
  FREQUENCY_LABELS,
  graphqlEnumName,
  READER_CONSENT_LABELS,
  READER_CONSENTS,
  READER_STATE_LABELS,
  READER_STATES,
  type ReaderState,
} from '../../../src/shared/enums.ts'
import { Button } from '../../components/ui/Button.tsx'
import { ActionFeedback } from '../../components/ui/route-form.tsx'
import { restValue } from '../../graphql/rest-values.ts'
import { formatDate } from '../../lib/session.ts'
import { AddReaders } from './AddReaders.tsx'
import type { ListState } from './list-query.ts'
import type { adminReadersLoader } from './loader.ts'
import { FilterLinks, ListSearch, Pager } from './paged.tsx'
import type { ReaderCounts, ReaderData } from './queries.ts'
import { adminScreen, Card, ConfirmAction, Muted, Row, SpreadRow, StateLabel } from './ui.tsx'

/** A reader's state as REST names it (GraphQL sends PENDING for 'pending'). */
const stateOf = (reader: ReaderData): ReaderState => restValue(READER_STATES, reader.state)

const STATE_TONES = {
  active: 'success',
  pending: 'warning',
  failed: 'danger',
  unsubscribed: 'neutral',
  none: 'neutral',
} as const satisfies Record<ReaderState, unknown>

/** What each state tells the admin: the state links' tooltips (the rows leave it out, 50 times over). */
const STATE_HINTS: Record<ReaderState, string> = {
  active: 'Gets the newsletter.',
  pending: 'Has not opened the confirmation link yet: gets no newsletter until they do.',
  failed: 'Subscribed, but the last message to their address could not be delivered.',
  unsubscribed: 'Subscription ended, by the reader or the admin; preferences are kept.',
  none: 'Has an account but never subscribed.',
}

/** The table's caption: how many readers the list shows, of how many in the chosen state. */
function captionOf(list: ListState, counts: ReaderCounts, state: ReaderState | undefined): string {
  const of = state
    ? (counts.byState.find((entry) => entry.state === graphqlEnumName(state))?.count ?? 0)
    : counts.total
  const prefix = state ? `${READER_STATE_LABELS[state]}: ` : ''
  return list.search
    ? `${prefix}${list.total} of ${of} ${of === 1 ? 'reader matches' : 'readers match'} "${list.search}"`
    : `${prefix}${list.total} ${list.total === 1 ? 'reader' : 'readers'}`
}

/** What the list says instead of an empty table. */
function emptyText(list: ListState, state: ReaderState | undefined): string {
  if (list.search) return 'No readers match.'
  if (state) return `${READER_STATE_LABELS[state]}: no readers.`
  return 'No readers yet. Everyone who joins the newsletter, and every reader you add or import, is listed here.'
}

/** How a subscription began, when the owner vouched for it (imported, added by hand); sign-ups say nothing. */
const consentNote = (reader: ReaderData) => {
  const consent = reader.consent ? restValue(READER_CONSENTS, reader.consent) : null
  return consent && consent !== 'signup' ? READER_CONSENT_LABELS[consent] : null
}

const fullName = (reader: ReaderData) => [reader.firstName, reader.lastName].filter(Boolean).join(' ')

const Tallies = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
`

const TallyTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const TallyList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
`

function Tally({ title, entries }: { title: string; entries: [string, number][] }) {
  return (
    <Card>
      <TallyTitle>{title}</TallyTitle>
      <TallyList>
        {entries.map(([label, count]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </Fragment>
        ))}
      </TallyList>
    </Card>
  )
}

/**
 * Below this width the table's 56rem no longer fits the page: each reader becomes a card of its own,
 * every field under its column's name, the actions at the card's foot (issue 24 item 9).
 */
const CARDS = '(max-width: 959.98px)'

/** The table's box; the box takes focus so a keyboard can scroll it should a row ever overflow. */
const TableBox = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
  @media ${CARDS} {
    overflow-x: visible;
    border: 0;
  }
`

const Table = styled.table`
  width: 100%;
  min-width: 56rem;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption { text-align: left; padding: ${({ theme }) => theme.space(3)}; color: ${({ theme }) => theme.colors.textMuted}; }
  th, td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; white-space: nowrap; }
  td { overflow-wrap: anywhere; }
  @media ${CARDS} {
    display: block;
    min-width: 0;
    caption { display: block; padding: 0 0 ${({ theme }) => theme.space(3)}; }
    /* The column names move into each card (the cells' labels); the header row is left to readers. */
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tbody { display: grid; gap: ${({ theme }) => theme.space(3)}; }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(2)};
      padding: ${({ theme }) => theme.space(4)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surface};
    }
    th, td { display: block; padding: 0; border: 0; }
    th[scope='row'] {
      color: ${({ theme }) => theme.colors.text};
      font-size: ${({ theme }) => theme.fontSizes.md};
      overflow: hidden;
      text-overflow: ellipsis;
    }
    td[data-label] {
      display: grid;
      grid-template-columns: 7.5rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space(2)};
    }
    /* The label is the column's name, already announced with the cell: shown, not read twice. */
    td[data-label]::before {
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.colors.textMuted};
    }
    td:last-child { padding-top: ${({ theme }) => theme.space(2)}; }
  }
`

/** The account's name under its username: the row's header names the reader both ways. */
const FullName = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** The row's actions side by side (or stacked), each label on one line. */
const Actions = styled(Row)`
  white-space: nowrap;
`

/** An address on one line, cut short with an ellipsis; the whole of it in the title and the page's text. */
const Address = styled.span`
  display: block;
  max-width: 18rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  @media ${CARDS} { max-width: 100%; }
`

/** The owner's names of a reader's topics (slugs, docs/decisions/235). */
type TopicNames = ReadonlyMap<string, string>

const topicsText = (reader: ReaderData, names: TopicNames) =>
  reader.state === 'NONE'
    ? '—'
    : reader.topics.length === 0
      ? 'Every update'
      : reader.topics.map((t) => names.get(t) ?? t).join(', ')

/**
 * The readers (accounts that are not administrators) with their state and subscription, a page at a
 * time, counts per state (links that filter the list), frequency and topic, a search by username or
 * e-mail (all by the server), and the CSV export of what the list shows. The admin can add a reader or
 * import a CSV file (previewed on its own page first), end a subscription or delete an account, each
 * through the route's action (subscribersAction), with or without JavaScript.
 */
export function SubscribersTab({
  readers,
  counts,
  topics,
  list,
}: {
  /** The page of readers to list, newest member first (searched and paged by the loader). */
  readers: readonly ReaderData[]
  /** Counts over every reader, by status, frequency and topic, whatever the search. */
  counts: ReaderCounts
  /** Every topic, retired ones included: the names of the slugs readers chose. */
  topics: readonly TopicFieldsFragment[]
  /** The search text, page offset and total count the list controls show. */
  list: ListState
}) {
  const names: TopicNames = new Map(topics.map((t) => [t.slug, t.retired ? `${t.name} (retired)` : t.name]))
  const searchId = useId()
  const busy = useNavigation().state === 'submitting'
  const state = readerStateOf(list)
  const exportQuery = new URLSearchParams()
  if (list.search) exportQuery.set('search', list.search)
  if (state) exportQuery.set('state', state)
  const query = exportQuery.toString() ? `?${exportQuery}` : ''

  return (
    <section aria-labelledby="admin-subscribers-heading">
      <SpreadRow>
        <h2 id="admin-subscribers-heading">Subscribers</h2>
        <Button as="a" href={`/api/readers/export${query}`} download>
          <Download aria-hidden size={16} /> Export CSV
        </Button>
      </SpreadRow>
      <ActionFeedback />
      <Muted>
        Every reader account with its newsletter subscription, newest member first. Pending readers have not
        opened their confirmation link; a failing reader's last message could not be delivered.
      </Muted>
      <AddReaders />
      {/* Counts over every reader, whatever the search. */}
      <FilterLinks
        label="Readers by state"
        list={list}
        tabs={[
          { label: 'All', count: counts.total, hint: 'Every reader.' },
          ...counts.byState.map(({ state, count }) => {
            const value = restValue(READER_STATES, state)
            return { value, label: READER_STATE_LABELS[value], count, hint: STATE_HINTS[value] }
          }),
        ]}
      />
      <Tallies>
        <Tally
          title="Frequency (active)"
          entries={counts.byFrequency.map(({ frequency, count }) => [
            FREQUENCY_LABELS[restValue(FREQUENCIES, frequency)],
            count,
          ])}
        />
        <Tally
          title="Topics (active)"
          entries={[
            ...counts.byTopic.map(({ topic, count }): [string, number] => [names.get(topic) ?? topic, count]),
            ['Every update (no topic chosen)', counts.everyTopic],
          ]}
        />
      </Tallies>
      <ListSearch
        label="Search readers"
        hint="Part of a username or e-mail address"
        search={list.search}
        filters={list.filters}
      />
      {list.total === 0 ? (
        <Muted>{emptyText(list, state)}</Muted>
      ) : (
        <TableBox tabIndex={0} role="region" aria-labelledby={`${searchId}-caption`}>
          <Table>
            <caption id={`${searchId}-caption`}>{captionOf(list, counts, state)}</caption>
            <thead>
              <tr>
                <th scope="col">Reader</th>
                <th scope="col">Email</th>
                <th scope="col">Member since</th>
                <th scope="col">State</th>
                <th scope="col">Frequency</th>
                <th scope="col">Topics</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {readers.map((reader) => (
                <tr key={reader.id}>
                  <th scope="row">
                    {reader.username}
                    {fullName(reader) ? <FullName>{fullName(reader)}</FullName> : null}
                  </th>
                  <td data-label="Email">
                    {reader.email ? <Address title={reader.email}>{reader.email}</Address> : '—'}
                  </td>
                  <td data-label="Member since">{formatDate(reader.createdAt)}</td>
                  <td data-label="State">
                    <StateLabel $tone={STATE_TONES[stateOf(reader)]}>
                      {READER_STATE_LABELS[stateOf(reader)]}
                    </StateLabel>
                    {consentNote(reader) ? <FullName>{consentNote(reader)}</FullName> : null}
                  </td>
                  <td data-label="Frequency">
                    {reader.frequency ? FREQUENCY_LABELS[restValue(FREQUENCIES, reader.frequency)] : '—'}
                  </td>
                  <td data-label="Topics">{topicsText(reader, names)}</td>
                  <td>
                    <Actions>
                      {SUBSCRIBED.has(stateOf(reader)) ? (
                        <ConfirmAction
                          variant="secondary"
                          disabled={busy}
                          label={`End subscription of ${reader.username}`}
                          title="End subscription?"
                          text={`${reader.username} will no longer receive the newsletter. Their preferences are kept, and they can subscribe again from their dashboard.`}
                          confirmLabel="End subscription"
                          fields={{ intent: 'end', id: reader.id, username: reader.username }}
                        >
                          End subscription
                        </ConfirmAction>
                      ) : null}
                      <ConfirmAction
                        disabled={busy}
                        label={`Delete ${reader.username}`}
                        title="Delete reader?"
                        text={`Are you sure you want to delete ${reader.username}'s account? Their sign-in, sessions and subscription are removed. This action cannot be undone.`}
                        confirmLabel="Delete"
                        fields={{ intent: 'delete', id: reader.id }}
                      >
                        Delete
                      </ConfirmAction>
                    </Actions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
      <Pager list={list} label="Readers" />
    </section>
  )
}

/** States of a running subscription, which the admin may end. */
const SUBSCRIBED = new Set<ReaderState>(['active', 'pending', 'failed'])

/** The state the list is filtered by, if any (the loader only keeps a known one). */
const readerStateOf = (list: ListState): ReaderState | undefined =>
  READER_STATES.find((state) => state === list.filters?.state)

/** /admin/subscribers, from its route's loader. */
export const SubscribersScreen = adminScreen<typeof adminReadersLoader>(SubscribersTab)
