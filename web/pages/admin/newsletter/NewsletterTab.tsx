import { Pause, Play, Plus, Send, TestTube } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/Button.tsx'
import { useApiAction } from '../../../components/ui/use-resource-form.ts'
import { apiRequest } from '../../../lib/api.ts'
import { errorText, useWriteFailure } from '../feedback.ts'
import { Card, ConfirmDialog, ItemList, ItemTitle, Muted, Row, SpreadRow } from '../ui.tsx'
import { IssueComposer } from './IssueComposer.tsx'
import type { AdminIssue } from './types.ts'

/** How often the list is read again while an issue is being sent. */
const PROGRESS_POLL_MS = 2000

const STATUS_LABEL: Record<AdminIssue['status'], string> = {
  draft: 'Draft',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
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

/** The admin's newsletter: drafts, sending with live progress (from the database), pause and resume. */
export function NewsletterTab() {
  const fail = useWriteFailure()
  const { run, busy } = useApiAction()
  const [issues, setIssues] = useState<AdminIssue[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [editing, setEditing] = useState<AdminIssue | 'new' | null>(null)
  const [confirmSend, setConfirmSend] = useState<AdminIssue | null>(null)
  const [deleting, setDeleting] = useState<AdminIssue | null>(null)

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

  if (editing) {
    return (
      <section aria-labelledby="admin-newsletter-heading">
        <h2 id="admin-newsletter-heading">{editing === 'new' ? 'New issue' : 'Edit issue'}</h2>
        <IssueComposer
          issue={editing === 'new' ? null : editing}
          onSaved={() => {
            setEditing(null)
            void load()
          }}
          onCancel={() => setEditing(null)}
        />
      </section>
    )
  }

  return (
    <section aria-labelledby="admin-newsletter-heading">
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
              <Muted>{issue.topics.length === 0 ? 'All topics' : issue.topics.join(', ')}</Muted>
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
                {issue.status === 'sent' ? (
                  <a href={`/newsletter/archive/${issue.slug}`}>View in the archive</a>
                ) : null}
              </Row>
            </Card>
          </li>
        ))}
      </ItemList>
      <ConfirmDialog
        open={confirmSend !== null}
        onOpenChange={(open) => !open && setConfirmSend(null)}
        title="Send this issue?"
        text={`"${confirmSend?.title ?? ''}" goes to every active subscriber whose topics match. This cannot be undone.`}
        confirmLabel="Send"
        onConfirm={() => confirmSend && void action(confirmSend, 'send', 'Sending started')}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this draft?"
        text={`Are you sure you want to delete "${deleting?.title ?? ''}"? This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  )
}
