import { EyeOff, Pause, Play, Plus, Send, TestTube, Undo2 } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useCallback, useEffect, useState } from 'react'
import { useActionData, useLoaderData, useNavigation } from 'react-router'
import styled from 'styled-components'
import type { ActionData } from '../../../app/route-action.ts'
import {
  AlertContent,
  AlertOverlay,
  AlertText,
  AlertTitle,
} from '../../../components/ui/AlertDialogFrame.tsx'
import { Button } from '../../../components/ui/Button.tsx'
import { ActionFeedback } from '../../../components/ui/route-form.tsx'
import { useApiAction } from '../../../components/ui/use-resource-form.ts'
import { apiRequest } from '../../../lib/api.ts'
import { errorText, useWriteFailure } from '../feedback.ts'
import type { adminNewsletterLoader } from '../loader.ts'
import {
  Card,
  ConfirmAction,
  ConfirmDialog,
  HiddenFields,
  InlineForm,
  ItemList,
  ItemTitle,
  Muted,
  Row,
  SpreadRow,
} from '../ui.tsx'
import { IssueComposer, SAVE_ISSUE } from './IssueComposer.tsx'
import { TopicsSection, WelcomeEmailSection } from './NewsletterSettings.tsx'
import type { AdminIssue, AdminTopic, AdminWelcome, IssueAudience } from './types.ts'

/** How often the list is read again while an issue is being sent. */
const PROGRESS_POLL_MS = 2000

const STATUS_LABEL: Record<AdminIssue['status'], string> = {
  draft: 'Draft',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
  unpublished: 'Unpublished',
}

const Meter = styled.progress`
  width: 100%;
  max-width: 24rem;
  accent-color: ${({ theme }) => theme.colors.accent};
`

function ProgressLine({ issue }: { issue: AdminIssue }) {
  const { total, sent, failed, remaining } = issue.progress
  if (issue.status === 'draft') return null
  const label = `Progress of "${issue.title}"`
  return (
    <div>
      <Meter aria-label={label} max={Math.max(total, 1)} value={sent + failed} />
      <Muted>
        Sent {sent} · Failed {failed} · Remaining {remaining} · {total} recipient{total === 1 ? '' : 's'}
      </Muted>
      {issue.waiting && <Muted>{issue.waiting}</Muted>}
    </div>
  )
}

const Reach = styled.p`
  margin: 0;
  font-weight: 600;
`

type AudienceState =
  | { state: 'counting' }
  | { state: 'counted'; audience: IssueAudience }
  | { state: 'failed'; message: string }

/**
 * Send asks first, and says what it will do: how many readers the issue reaches and why the others are
 * skipped, counted by the query Send itself runs (GET …/audience). An issue nobody would get cannot be
 * sent (the server refuses it too): it stays a draft instead of going to the archive unread.
 */
function SendDialog({
  issue,
  onClose,
  onConfirm,
}: {
  issue: AdminIssue | null
  onClose: () => void
  onConfirm: (issue: AdminIssue) => void
}) {
  const [count, setCount] = useState<AudienceState>({ state: 'counting' })
  useEffect(() => {
    if (!issue) return
    let current = true
    setCount({ state: 'counting' })
    apiRequest<IssueAudience>('GET', `/api/newsletter/issues/${issue.id}/audience`)
      .then((audience) => current && setCount({ state: 'counted', audience }))
      .catch((error) => current && setCount({ state: 'failed', message: errorText(error) }))
    return () => {
      current = false
    }
  }, [issue])
  const nobody = count.state === 'counted' && count.audience.recipients === 0
  return (
    <AlertDialog.Root open={issue !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertOverlay />
        <AlertContent>
          <AlertTitle>Send this issue?</AlertTitle>
          <AlertText>
            "{issue?.title ?? ''}" goes to every active subscriber whose topics match, unless they chose fewer
            issues and already had one. This cannot be undone.
          </AlertText>
          <Reach role="status" aria-live="polite">
            {count.state === 'counting' ? 'Counting readers...' : null}
            {count.state === 'counted' ? count.audience.summary : null}
            {count.state === 'failed' ? `The readers could not be counted: ${count.message}` : null}
          </Reach>
          {nobody ? (
            <Muted>
              It cannot be sent now: it stays a draft, out of the archive, until someone would get it.
            </Muted>
          ) : null}
          <Row>
            <AlertDialog.Cancel asChild>
              <Button type="button">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                type="button"
                $variant="danger"
                disabled={count.state === 'counting' || nobody}
                onClick={() => issue && onConfirm(issue)}
              >
                Send
              </Button>
            </AlertDialog.Action>
          </Row>
        </AlertContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

/**
 * The admin's newsletter: drafts, sending with live progress (from the database), pause and resume;
 * sent issues can be corrected or taken off the site; the welcome email and the topics. The composer,
 * unpublishing, the welcome email and the topics post to the screen's route action; the list reads the
 * REST API and polls while a send runs.
 */
export function NewsletterTab({
  topics,
  welcome,
}: {
  /** The owner's topics, retired ones included (decision 235). */
  topics: readonly AdminTopic[]
  welcome: AdminWelcome
}) {
  const fail = useWriteFailure()
  const { run, busy } = useApiAction()
  const [issues, setIssues] = useState<AdminIssue[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [editing, setEditing] = useState<AdminIssue | 'new' | null>(null)
  const [confirmSend, setConfirmSend] = useState<AdminIssue | null>(null)
  const [deleting, setDeleting] = useState<AdminIssue | null>(null)
  const answer = useActionData() as ActionData | undefined
  const posting = useNavigation().state === 'submitting'

  const load = useCallback(async () => {
    try {
      setIssues(await apiRequest<AdminIssue[]>('GET', '/api/newsletter/issues'))
      setLoadError(null)
    } catch (error) {
      setLoadError(errorText(error))
    }
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  // A write through the screen's action went through: a saved composer closes, the list reads again.
  useEffect(() => {
    if (!answer?.ok) return
    if (answer.intent === SAVE_ISSUE) setEditing(null)
    void load()
  }, [answer, load])

  const active = issues?.some((i) => i.status === 'sending') ?? false
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => void load(), PROGRESS_POLL_MS)
    return () => clearInterval(timer)
  }, [active, load])

  const action = (issue: AdminIssue, verb: 'send' | 'pause' | 'resume' | 'test', done: string) =>
    run<AdminIssue | { sentTo: string }>('POST', `/api/newsletter/issues/${issue.id}/${verb}`, undefined, {
      onSaved: load,
      success: (result) =>
        'sentTo' in result ? { title: done, description: `Sent to ${result.sentTo}` } : { title: done },
      onFailed: (error) =>
        fail(error, `Failed to ${verb === 'test' ? 'send the test' : verb} the issue`, {
          redirectOnUnauthorized: false,
        }),
    })

  const remove = (issue: AdminIssue) =>
    run('DELETE', `/api/newsletter/issues/${issue.id}`, undefined, {
      onSaved: load,
      success: { title: 'Draft deleted' },
      onFailed: (error) => fail(error, 'Failed to delete the draft', { redirectOnUnauthorized: false }),
    })

  const list = (
    <>
      <SpreadRow>
        <h2 id="admin-newsletter-heading">Newsletter</h2>
        <Button type="button" $variant="primary" onClick={() => setEditing('new')}>
          <Plus aria-hidden size={16} /> New issue
        </Button>
      </SpreadRow>
      {loadError ? <Muted role="alert">Failed to load issues: {loadError}</Muted> : null}
      {issues === null && !loadError ? <Muted>Loading issues...</Muted> : null}
      {issues?.length === 0 ? <Muted>No issues yet.</Muted> : null}
      <ItemList>
        {issues?.map((issue) => (
          <li key={issue.id}>
            <Card>
              <SpreadRow>
                <ItemTitle>{issue.title}</ItemTitle>
                <Muted>{STATUS_LABEL[issue.status]}</Muted>
              </SpreadRow>
              <Muted>
                {issue.topics.length === 0
                  ? 'All topics'
                  : issue.topics.map((slug) => topics.find((t) => t.slug === slug)?.name ?? slug).join(', ')}
              </Muted>
              <ProgressLine issue={issue} />
              <Row style={{ marginTop: '0.75rem' }}>
                {issue.status === 'draft' ? (
                  <>
                    <Button type="button" $size="sm" onClick={() => setEditing(issue)}>
                      Edit
                    </Button>
                    <Button
                      type="button"
                      $size="sm"
                      disabled={busy}
                      onClick={() => action(issue, 'test', 'Test email sent')}
                    >
                      <TestTube aria-hidden size={16} /> Send test to me
                    </Button>
                    <Button type="button" $size="sm" $variant="primary" onClick={() => setConfirmSend(issue)}>
                      <Send aria-hidden size={16} /> Send
                    </Button>
                    <Button
                      type="button"
                      $size="sm"
                      $variant="ghost-danger"
                      aria-label={`Delete draft ${issue.title}`}
                      onClick={() => setDeleting(issue)}
                    >
                      Delete
                    </Button>
                  </>
                ) : null}
                {issue.status === 'sending' ? (
                  <Button
                    type="button"
                    $size="sm"
                    disabled={busy}
                    onClick={() => action(issue, 'pause', 'Sending paused')}
                  >
                    <Pause aria-hidden size={16} /> Pause
                  </Button>
                ) : null}
                {issue.status === 'paused' ? (
                  <Button
                    type="button"
                    $size="sm"
                    disabled={busy}
                    onClick={() => action(issue, 'resume', 'Sending resumed')}
                  >
                    <Play aria-hidden size={16} /> Resume
                  </Button>
                ) : null}
                {issue.status === 'sent' || issue.status === 'unpublished' ? (
                  <Button
                    type="button"
                    $size="sm"
                    aria-label={`Edit ${issue.title}`}
                    onClick={() => setEditing(issue)}
                  >
                    Edit
                  </Button>
                ) : null}
                {issue.status === 'sent' ? (
                  <>
                    <ConfirmAction
                      label={`Unpublish ${issue.title}`}
                      title="Unpublish this issue?"
                      text={`"${issue.title}" leaves the archive and the feed, and its page says it was taken down. The emails already sent stay in readers' inboxes. You can publish it again.`}
                      confirmLabel="Unpublish"
                      fields={{ intent: 'unpublish', id: String(issue.id) }}
                      disabled={posting}
                    >
                      <EyeOff aria-hidden size={16} /> Unpublish
                    </ConfirmAction>
                    <a href={`/newsletter/archive/${issue.slug}`}>View in the archive</a>
                  </>
                ) : null}
                {issue.status === 'unpublished' ? (
                  <InlineForm method="post">
                    <HiddenFields fields={{ intent: 'publish', id: String(issue.id) }} />
                    <Button
                      type="submit"
                      $size="sm"
                      disabled={posting}
                      aria-label={`Publish ${issue.title} again`}
                    >
                      <Undo2 aria-hidden size={16} /> Publish again
                    </Button>
                  </InlineForm>
                ) : null}
              </Row>
            </Card>
          </li>
        ))}
      </ItemList>
      <SendDialog
        issue={confirmSend}
        onClose={() => setConfirmSend(null)}
        onConfirm={(issue) => void action(issue, 'send', 'Sending started')}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this draft?"
        text={`Are you sure you want to delete "${deleting?.title ?? ''}"? This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
      />
      <WelcomeEmailSection welcome={welcome} />
      <TopicsSection topics={topics} />
    </>
  )

  // One ActionFeedback for the composer and the list: a save that closes the composer toasts once.
  return (
    <section aria-labelledby="admin-newsletter-heading">
      <ActionFeedback />
      {editing ? (
        <>
          <h2 id="admin-newsletter-heading">{editing === 'new' ? 'New issue' : 'Edit issue'}</h2>
          <IssueComposer
            issue={editing === 'new' ? null : editing}
            topics={topics}
            onCancel={() => setEditing(null)}
          />
        </>
      ) : (
        list
      )}
    </section>
  )
}

export function NewsletterScreen() {
  const data = useLoaderData<typeof adminNewsletterLoader>()
  // Null only for someone who is not the administrator, and the layout shows them no screen.
  return data ? <NewsletterTab {...data} /> : null
}
