import { RefreshCw } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import styled from 'styled-components'
import { MailPreview } from '../../components/mail/MailPreview.tsx'
import { type ListState, listSearch } from './list-query.ts'
import type { adminOutboxLoader } from './loader.ts'
import { ListSearch, Pager } from './paged.tsx'
import type { OutboxMessageData, OutboxSummary } from './queries.ts'
import { adminScreen, Button, Card, Muted, SpreadRow } from './ui.tsx'

/** Side by side from this width; below it the reading pane follows the list. */
const SIDE_BY_SIDE = '(min-width: 900px)'

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  @media ${SIDE_BY_SIDE} {
    grid-template-columns: minmax(260px, 1fr) minmax(0, 2fr);
  }
`

/**
 * The opened message, kept in view under the header while the list scrolls (issue 24 item 10); a long
 * message scrolls inside it, and the pane takes focus so a keyboard can scroll it too.
 */
const Pane = styled(Card)`
  align-self: start;
  @media ${SIDE_BY_SIDE} {
    position: sticky;
    top: calc(${({ theme }) => theme.headerHeight} + ${({ theme }) => theme.space(4)});
    max-height: calc(100dvh - ${({ theme }) => theme.headerHeight} - ${({ theme }) => theme.space(8)});
    overflow-y: auto;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
`

const Entry = styled(Link)`
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const EntrySubject = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`

const EntryMeta = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

/**
 * Mail kept in the database because no SMTP server is configured (SMTP_URL unset): newest first, a page
 * at a time and searched by recipient or subject on the server, one opened at a time (`?open=ID`, so
 * reload and Back keep it).
 */
export function OutboxTab({
  messages,
  list,
  opened,
}: {
  /** The page of kept messages to list, newest first (searched and paged by the loader). */
  messages: readonly OutboxSummary[]
  /** The search text, page offset and total count the list controls show. */
  list: ListState
  /** The message open in the reading pane, whole; null when none is. */
  opened: OutboxMessageData | null
}) {
  const { pathname, search } = useLocation()
  const here = `${pathname}${search}`
  const pane = useRef<HTMLElement>(null)
  // On a phone the pane is below the list: bring an opened message to the reader.
  useEffect(() => {
    if (opened && !window.matchMedia(SIDE_BY_SIDE).matches) pane.current?.scrollIntoView({ block: 'start' })
  }, [opened])
  const openAddress = (id: string) => listSearch(list.search, list.page, { open: id })

  return (
    <section aria-labelledby="outbox-title">
      <SpreadRow>
        <h2 id="outbox-title" style={{ margin: 0, fontSize: '1.25rem' }}>
          Outbox
        </h2>
        {/* The same address again: the router reads the screen anew, and a browser without script reloads it. */}
        <Button as={Link} to={here} replace preventScrollReset>
          <RefreshCw aria-hidden size={16} /> Refresh
        </Button>
      </SpreadRow>
      <Muted style={{ margin: '0.5rem 0 1rem' }}>
        When no SMTP server is configured (SMTP_URL), every email the site sends is kept here.
      </Muted>
      <ListSearch label="Search mail" hint="Part of a recipient or subject" search={list.search} />
      {messages.length === 0 ? (
        <Card>
          <Muted>{list.search ? 'No messages match.' : 'No messages yet.'}</Muted>
        </Card>
      ) : (
        <Layout>
          <List aria-label="Messages">
            {messages.map((m) => (
              <li key={m.id}>
                <Entry
                  to={openAddress(String(m.id))}
                  preventScrollReset
                  aria-current={opened?.id === m.id ? 'true' : undefined}
                >
                  <EntrySubject>{m.subject}</EntrySubject>
                  <EntryMeta>
                    To {m.to} · {m.kind} · {when(String(m.createdAt))}
                  </EntryMeta>
                </Entry>
              </li>
            ))}
          </List>
          <Pane as="section" ref={pane} aria-label="Message" tabIndex={opened ? 0 : undefined}>
            {opened ? <MailPreview mail={opened} /> : <Muted>Choose a message to read it.</Muted>}
          </Pane>
        </Layout>
      )}
      <Pager list={list} label="Outbox" />
    </section>
  )
}

/** /admin/outbox, from its route's loader. */
export const OutboxScreen = adminScreen<typeof adminOutboxLoader>(OutboxTab)
