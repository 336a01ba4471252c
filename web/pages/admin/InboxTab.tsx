import { Download } from 'lucide-react'
import { useNavigation } from 'react-router'
import styled from 'styled-components'
import { Button } from '../../components/ui/Button.tsx'
import { ActionFeedback } from '../../components/ui/route-form.tsx'
import { dateTimeAttribute } from '../../lib/dates.ts'
import { formatDateTime } from './format.ts'
import type { ListState } from './list-query.ts'
import type { adminInboxLoader } from './loader.ts'
import { ListSearch, Pager } from './paged.tsx'
import type { ContactMessageData } from './queries.ts'
import {
  adminScreen,
  Card,
  ConfirmAction,
  HiddenFields,
  InlineForm,
  ItemList,
  ItemTitle,
  Muted,
  Row,
  SpreadRow,
} from './ui.tsx'

const MessageCard = styled(Card)<{ $unread: boolean }>`
  border-left: 3px solid ${({ theme, $unread }) => ($unread ? theme.colors.accent : theme.colors.border)};
`

const Address = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  overflow-wrap: anywhere;
`

const State = styled.span<{ $unread: boolean }>`
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $unread }) => ($unread ? theme.colors.accent : theme.colors.borderStrong)};
  color: ${({ theme, $unread }) => ($unread ? theme.colors.accent : theme.colors.textSubtle)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`

const Messages = styled(ItemList)`
  margin-top: ${({ theme }) => theme.space(4)};
`

const Sender = styled(ItemTitle)`
  margin-bottom: ${({ theme }) => theme.space(1)};
`

const PageLink = styled.a`
  color: ${({ theme }) => theme.colors.textMuted};
`

/**
 * The contact inbox: addresses visitors left in the header's Get in touch form, newest first, each with
 * when and where it was sent, a page at a time and searched by the server. Unread until marked handled;
 * deleting asks first. Both post to the route's action (inboxAction), with or without JavaScript.
 */
export function InboxTab({
  messages,
  unread,
  list,
}: {
  /** The page of messages to list, newest first (already searched and paged by the loader). */
  messages: readonly ContactMessageData[]
  /** How many messages in the whole inbox are not marked handled yet. */
  unread: number
  /** The search text, page offset and total count the list controls show. */
  list: ListState
}) {
  const busy = useNavigation().state === 'submitting'
  const exportQuery = list.search ? `?search=${encodeURIComponent(list.search)}` : ''

  return (
    <section aria-labelledby="admin-inbox-heading">
      <SpreadRow>
        <h2 id="admin-inbox-heading">Inbox</h2>
        <Button as="a" href={`/api/contact-messages/export${exportQuery}`} download>
          <Download aria-hidden size={16} /> Export CSV
        </Button>
      </SpreadRow>
      <ActionFeedback />
      <Muted>
        {list.search
          ? `Addresses visitors left in the header's Get in touch form, newest first: ${list.total} match "${list.search}", ${unread} unread in all.`
          : `Addresses visitors left in the header's Get in touch form, newest first: ${unread} unread of ${list.total}.`}
      </Muted>
      <ListSearch label="Search messages" hint="Part of an e-mail address or page" search={list.search} />
      {list.total === 0 ? <Muted>{list.search ? 'No messages match.' : 'No messages yet.'}</Muted> : null}
      <Messages aria-label="Messages">
        {messages.map((message) => {
          const isUnread = message.handledAt === null
          return (
            <li key={message.id}>
              <MessageCard $unread={isUnread}>
                <SpreadRow>
                  <div>
                    <Sender>
                      <Address href={`mailto:${message.email}`}>{message.email}</Address>
                      <State $unread={isUnread}>{isUnread ? 'Unread' : 'Handled'}</State>
                    </Sender>
                    <Muted>
                      <time dateTime={dateTimeAttribute(message.createdAt)}>
                        {formatDateTime(message.createdAt)}
                      </time>{' '}
                      from <PageLink href={message.page}>{message.page}</PageLink>
                    </Muted>
                  </div>
                  <Row>
                    <InlineForm method="post">
                      <HiddenFields fields={{ intent: 'mark', id: message.id, handled: String(isUnread) }} />
                      <Button
                        type="submit"
                        $size="sm"
                        disabled={busy}
                        aria-label={`${isUnread ? 'Mark handled' : 'Mark unread'}: ${message.email}`}
                      >
                        {isUnread ? 'Mark handled' : 'Mark unread'}
                      </Button>
                    </InlineForm>
                    <ConfirmAction
                      label={`Delete message from ${message.email}`}
                      title="Delete message?"
                      text={`Are you sure you want to delete the message from ${message.email}? This action cannot be undone.`}
                      confirmLabel="Delete"
                      fields={{ intent: 'delete', id: message.id }}
                    >
                      Delete
                    </ConfirmAction>
                  </Row>
                </SpreadRow>
              </MessageCard>
            </li>
          )
        })}
      </Messages>
      <Pager list={list} label="Messages" />
    </section>
  )
}

/** /admin/inbox, from its route's loader. */
export const InboxScreen = adminScreen<typeof adminInboxLoader>(InboxTab)
