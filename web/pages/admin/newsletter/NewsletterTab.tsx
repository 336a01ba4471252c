import {
  CalendarClock,
  EyeOff,
  type LucideIcon,
  Pause,
  Play,
  Plus,
  Send,
  TestTube,
  Undo2,
} from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { type ReactNode, useEffect, useState } from 'react'
import {
  Form,
  Link,
  useActionData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
} from 'react-router'
import styled from 'styled-components'
import { undescribedMessage } from '../../../../src/shared/newsletter-images.ts'
import type { ActionData } from '../../../app/route-action.ts'
import {
  AlertContent,
  AlertOverlay,
  AlertText,
  AlertTitle,
} from '../../../components/ui/AlertDialogFrame.tsx'
import { Button } from '../../../components/ui/Button.tsx'
import { Field, Input, Select } from '../../../components/ui/Field.tsx'
import { ActionFeedback, useSettledActionData } from '../../../components/ui/route-form.tsx'
import { useHydrated } from '../../../lib/browser-env.ts'
import { type ListState, listSearch } from '../list-query.ts'
import type { adminNewsletterLoader } from '../loader.ts'
import { ListSearch, Pager } from '../paged.tsx'
import {
  adminScreen,
  Card,
  ConfirmAction,
  DialogFooter,
  FormDialog,
  HiddenFields,
  InlineForm,
  ItemList,
  ItemTitle,
  Muted,
  Row,
  SpreadRow,
} from '../ui.tsx'
import { IssueComposer, SAVE_ISSUE } from './IssueComposer.tsx'
import { OpenPixelSection, TopicsSection, WelcomeEmailSection } from './NewsletterSettings.tsx'
import {
  browserTimeZone,
  formatSendTime,
  fromLocalInput,
  toLocalInput,
  toZonedInput,
} from './schedule-time.ts'
import type {
  AdminIssue,
  AdminTopic,
  AdminWelcome,
  Confirming,
  IssueSummary,
  LibraryImage,
  ScheduleValues,
} from './types.ts'

/** After a scheduled send's time, how long before the list is read again (the job's worker polls every 2 s). */
const SCHEDULE_SETTLE_MS = 3000

/** How often the list is read again while an issue is being sent. */
const PROGRESS_POLL_MS = 2000

/** The action's intents for scheduling (web/pages/admin/actions.ts, newsletterAction). */
const SCHEDULE = 'schedule'
const SEND = 'send'
const UNSCHEDULE = 'unschedule'

/** A button's icon and words. */
const iconText = (Icon: LucideIcon, text: string) => (
  <>
    <Icon aria-hidden size={16} /> {text}
  </>
)

const Meter = styled.progress`
  width: 100%;
  max-width: 24rem;
  accent-color: ${({ theme }) => theme.colors.accent};
`

function ProgressLine({ issue }: { issue: IssueSummary }) {
  const { total, sent, failed, remaining } = issue.progress
  if (issue.status === 'draft') return null
  return (
    <div>
      <Meter aria-label={`Progress of "${issue.title}"`} max={Math.max(total, 1)} value={sent + failed} />
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

/** What the Send confirmation says: the issue, what sending does, and who it would reach. */
function sendText(issue: IssueSummary) {
  return `"${issue.title}" goes to every active subscriber whose topics match, unless they chose fewer issues and already had one. This cannot be undone.${
    issue.scheduledAt
      ? ` It is scheduled for ${formatSendTime(issue.scheduledAt)}: sending now replaces that.`
      : ''
  }`
}

/** What the Send and Schedule questions get: the issue asked about, and how to leave the question. */
interface QuestionProps {
  confirming: Confirming | null
  /** Where Cancel leads (without script, a link): the list as it was. */
  listAddress: string
  onClose: () => void
}

/** A question without script: a box in the page, above the list, instead of a dialog. */
function QuestionBox({ title, text, body }: { title: string; text: string; body: ReactNode }) {
  return (
    <Card role="group" aria-label={title}>
      <ItemTitle>{title}</ItemTitle>
      <p>{text}</p>
      {body}
    </Card>
  )
}

/**
 * Send asks first (`?send=ID`), and says what it will do: how many readers the issue reaches and why the
 * others are skipped, counted by the query Send itself runs (the screen's loader reads it). An issue
 * nobody would get cannot be sent (the server refuses it too): it stays a draft instead of going to the
 * archive unread. Without JavaScript the same question is a box in the page.
 */
function SendDialog({ confirming, listAddress, onClose }: QuestionProps) {
  const hydrated = useHydrated()
  const posting = useNavigation().state !== 'idle'
  if (confirming?.action !== 'send') return null
  const { issue } = confirming
  const nobody = issue.audience.recipients === 0
  const body = (
    <>
      <Reach role="status">{issue.audience.summary}</Reach>
      {nobody ? (
        <Muted>
          It cannot be sent now: it stays a draft, out of the archive, until someone would get it.
        </Muted>
      ) : null}
      <Form method="post">
        <HiddenFields fields={{ intent: SEND, id: String(issue.id) }} />
        <Row>
          <Button as={Link} to={listAddress}>
            Cancel
          </Button>
          <Button type="submit" $variant="danger" disabled={nobody || posting}>
            Send
          </Button>
        </Row>
      </Form>
    </>
  )
  if (!hydrated) return <QuestionBox title="Send this issue?" text={sendText(issue)} body={body} />
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertOverlay />
        <AlertContent>
          <AlertTitle>Send this issue?</AlertTitle>
          <AlertText>{sendText(issue)}</AlertText>
          {body}
        </AlertContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

/** The send time first offered: the one scheduled, or the next whole hour from now. */
function suggestedTime(scheduledAt: string | null | undefined): Date {
  if (scheduledAt) return new Date(scheduledAt)
  const date = new Date(Date.now() + 60 * 60 * 1000)
  date.setMinutes(0, 0, 0)
  return date
}

/** What the Schedule question says about the issue it asks for. */
const scheduleText = (issue: IssueSummary) =>
  `"${issue.title}" goes out by itself at the time you pick, to the readers it would reach then. You can change or cancel it until then.`

/**
 * Schedule a draft's send, or move it: a date and time in the owner's time zone, which is this browser's
 * and named on screen (docs/decisions/234). The form posts the instant in UTC, computed here, with the
 * zone it was picked in; the server refuses a time that has passed. Who the issue reaches is decided at
 * its time, by the same query as Send: the dialog says who it would reach now. Without script it is a
 * box in the page, which cannot read the browser's time zone: the owner picks one (UTC until they do)
 * and the action reads the date and time in it (`sendAtLocal`, `timeZone`). A schedule that went
 * through leaves the list, with the action's notice.
 */
function ScheduleDialog({ confirming, listAddress, onClose }: QuestionProps) {
  const hydrated = useHydrated()
  const answer = useActionData() as ActionData<ScheduleValues> | undefined
  const mine = answer?.intent === SCHEDULE ? answer : undefined
  const navigation = useNavigation()
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === SCHEDULE
  const issue = confirming?.action === 'schedule' && !mine?.ok ? confirming.issue : null
  const [pickedZone, setPickedZone] = useState(mine?.values?.timeZone || 'UTC')
  const [local, setLocal] = useState(
    () => mine?.values?.sendAtLocal || toZonedInput(suggestedTime(issue?.scheduledAt), pickedZone),
  )
  const [browserError, setBrowserError] = useState<string | null>(null)
  // With script, set in the browser's zone when the dialog opens for an issue, not each time the screen
  // reads the issue again.
  const issueId = issue?.id
  const scheduledAt = issue?.scheduledAt
  useEffect(() => {
    if (issueId === undefined) return
    setLocal(toLocalInput(suggestedTime(scheduledAt)))
    setBrowserError(null)
  }, [issueId, scheduledAt])
  if (!issue) return null
  const zone = browserTimeZone()
  const instant = fromLocalInput(local)
  const error = browserError ?? mine?.fieldErrors?.sendAt
  const title = issue.scheduledAt ? 'Change the send time' : 'Schedule this issue'

  const check = (event: { preventDefault(): void }) => {
    if (!instant) {
      event.preventDefault()
      setBrowserError('Pick a date and a time')
    } else if (instant.getTime() <= Date.now()) {
      event.preventDefault()
      setBrowserError('That time has passed: pick a time in the future')
    } else setBrowserError(null)
  }

  const submit = (
    <Button type="submit" $variant="primary" disabled={sending}>
      {sending ? 'Scheduling...' : issue.scheduledAt ? 'Change the time' : 'Schedule'}
    </Button>
  )
  const form = (
    <Form method="post" noValidate={hydrated} onSubmit={check} aria-label="Schedule the send">
      <HiddenFields
        fields={{
          intent: SCHEDULE,
          id: String(issue.id),
          ...(hydrated ? { sendAt: instant ? instant.toISOString() : '', timeZone: zone } : {}),
        }}
      />
      <Field
        id="schedule-when"
        label="Date and time"
        hint={
          hydrated
            ? `In your time zone, ${zone} (this browser's). It is stored as ${
                instant ? `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'UTC'
              }.`
            : undefined
        }
        error={error}
      >
        <Input
          type="datetime-local"
          value={local}
          min={hydrated ? toLocalInput(new Date()) : undefined}
          onChange={(value) => {
            setLocal(value)
            setBrowserError(null)
          }}
          name={hydrated ? '' : 'sendAtLocal'}
        />
      </Field>
      {!hydrated ? (
        <Field
          id="schedule-zone"
          label="Time zone"
          hint="The date and time are read in this zone: without JavaScript the page cannot see your browser's."
        >
          <Select
            name="timeZone"
            options={confirming?.timeZones ?? ['UTC']}
            value={pickedZone}
            onChange={setPickedZone}
          />
        </Field>
      ) : instant ? (
        <Muted>Goes out on {formatSendTime(instant.toISOString(), zone)}.</Muted>
      ) : null}
      <Reach role="status">If it went now: {issue.audience.summary}</Reach>
      {hydrated ? (
        <DialogFooter onCancel={onClose}>{submit}</DialogFooter>
      ) : (
        <Row>
          <Button as={Link} to={listAddress}>
            Cancel
          </Button>
          {submit}
        </Row>
      )}
    </Form>
  )
  if (!hydrated) return <QuestionBox title={title} text={scheduleText(issue)} body={form} />
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={scheduleText(issue)}
    >
      {form}
    </FormDialog>
  )
}

const Note = styled.p<{ $warn?: boolean }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $warn }) => ($warn ? theme.colors.danger : theme.colors.text)};
`

/** A draft's schedule, a scheduled send that did not go, and images that stop it from going. */
function DraftNotes({ issue }: { issue: IssueSummary }) {
  if (issue.status !== 'draft') return null
  return (
    <>
      {issue.scheduledAt ? (
        <Note>
          <CalendarClock aria-hidden size={14} /> Goes out on {formatSendTime(issue.scheduledAt)}
        </Note>
      ) : null}
      {issue.scheduleRefusal && issue.scheduleRefusedAt ? (
        <Note $warn>
          The send scheduled for {formatSendTime(issue.scheduleRefusedAt)} did not go: {issue.scheduleRefusal}
        </Note>
      ) : null}
      {issue.undescribedImages.length > 0 ? (
        <Note $warn id={`issue-${issue.id}-undescribed`}>
          {undescribedMessage(issue.undescribedImages)}. Edit the issue to fix it.
        </Note>
      ) : null}
    </>
  )
}

/**
 * The admin's newsletter: drafts, sending with live progress (from the database), pause and resume;
 * sent issues can be corrected or taken off the site; the welcome email and the topics. The list comes
 * from the screen's loader, read again every few seconds while a send runs; every button and form posts
 * to the screen's route action, with or without JavaScript.
 */
export function NewsletterTab({
  issues,
  list,
  editing,
  draftSaved = false,
  library = [],
  confirming,
  topics,
  welcome,
  openPixel = false,
}: {
  /** A page of issues with their delivery counts, newest first (the screen's loader). */
  issues: readonly IssueSummary[]
  /** The list's search and page (`?q=&page=`). */
  list: ListState
  /** What the composer edits (`?edit=ID`, `?new=1`): an issue, a new one, or nothing (the list). */
  editing: AdminIssue | 'new' | null
  /** A new draft just saved without script, now open at its own address. */
  draftSaved?: boolean
  /** The media library's images, for the composer's picker (read while it is open). */
  library?: readonly LibraryImage[]
  /** The issue the Send or Schedule dialog asks about (`?send=ID`, `?schedule=ID`), or none. */
  confirming: Confirming | null
  /** The owner's topics, retired ones included (decision 235). */
  topics: readonly AdminTopic[]
  /** The welcome email as saved: on or off, its subject and Markdown text (decision 235). */
  welcome: AdminWelcome
  /** Whether readers' copies carry the open pixel (off by default, decision 238). */
  openPixel?: boolean
}) {
  const navigate = useNavigate()
  // The composer and the dialogs have addresses of their own (reload and Back keep them); closing one
  // returns to this page of the list.
  const path = useLocation().pathname
  const listAddress = `${path}${listSearch(list.search, list.page)}`
  const screenAddress = (name: string, value: string) =>
    `${path}${listSearch(list.search, list.page, { [name]: value })}`
  const close = () => navigate(listAddress)
  const answer = useSettledActionData()
  const posting = useNavigation().state !== 'idle'
  const { revalidate } = useRevalidator()

  // A saved composer, a send or a schedule closes, onto the list the router has read again.
  useEffect(() => {
    if (answer?.ok && [SAVE_ISSUE, SEND, SCHEDULE].includes(answer.intent ?? ''))
      navigate(listAddress, { replace: true })
  }, [answer, navigate, listAddress])

  /**
   * Send or Schedule: its dialog's address; a disabled button while an image has no description (the
   * server refuses it too).
   */
  const ask = (issue: IssueSummary, action: Confirming['action'], content: ReactNode, label?: string) => {
    const look = {
      $size: 'sm',
      $variant: action === 'send' ? 'primary' : undefined,
      'aria-label': label,
    } as const
    return issue.undescribedImages.length > 0 ? (
      <Button type="button" disabled aria-describedby={`issue-${issue.id}-undescribed`} {...look}>
        {content}
      </Button>
    ) : (
      <Button as={Link} to={screenAddress(action, String(issue.id))} {...look}>
        {content}
      </Button>
    )
  }

  // A scheduled send goes by itself: read the list again once its time has come (the job takes a few
  // seconds), and every few seconds after until it has gone or said why not.
  const sendTimes = issues.flatMap((issue) => (issue.scheduledAt ? [Date.parse(issue.scheduledAt)] : []))
  const nextSend = sendTimes.length > 0 ? Math.min(...sendTimes) : null
  useEffect(() => {
    if (nextSend === null) return
    const wait = Math.min(Math.max(nextSend - Date.now(), 0) + SCHEDULE_SETTLE_MS, 2 ** 31 - 1)
    let poll: ReturnType<typeof setInterval> | undefined
    const timer = setTimeout(() => {
      void revalidate()
      poll = setInterval(() => void revalidate(), SCHEDULE_SETTLE_MS)
    }, wait)
    return () => {
      clearTimeout(timer)
      clearInterval(poll)
    }
  }, [nextSend, revalidate])

  const active = issues.some((i) => i.status === 'sending')
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => void revalidate(), PROGRESS_POLL_MS)
    return () => clearInterval(timer)
  }, [active, revalidate])

  /** A row's button that posts one of the list's intents to the screen's action. */
  const command = (issue: IssueSummary, intent: string, children: ReactNode, label?: string) => (
    <InlineForm method="post">
      <HiddenFields fields={{ intent, id: String(issue.id) }} />
      <Button type="submit" $size="sm" disabled={posting} aria-label={label}>
        {children}
      </Button>
    </InlineForm>
  )

  const issueList = (
    <>
      <SpreadRow>
        <h2 id="admin-newsletter-heading">Newsletter</h2>
        <Button as={Link} to={screenAddress('new', '1')} $variant="primary">
          <Plus aria-hidden size={16} /> New issue
        </Button>
      </SpreadRow>
      <ListSearch label="Search issues" hint="Part of a title" search={list.search} />
      <SendDialog confirming={confirming} listAddress={listAddress} onClose={close} />
      {issues.length === 0 ? <Muted>{list.search ? 'No issues match.' : 'No issues yet.'}</Muted> : null}
      <ItemList>
        {issues.map((issue) => (
          <li key={issue.id}>
            <Card>
              <SpreadRow>
                <ItemTitle>{issue.title}</ItemTitle>
                <Muted>
                  {issue.scheduledAt ? 'Scheduled' : issue.status[0]!.toUpperCase() + issue.status.slice(1)}
                </Muted>
              </SpreadRow>
              <Muted>
                {issue.topics.length === 0
                  ? 'All topics'
                  : issue.topics.map((slug) => topics.find((t) => t.slug === slug)?.name ?? slug).join(', ')}
              </Muted>
              <DraftNotes issue={issue} />
              <ProgressLine issue={issue} />
              <Row style={{ marginTop: '0.75rem' }}>
                {issue.status === 'sending' || issue.status === 'paused' ? null : (
                  <Button
                    as={Link}
                    to={screenAddress('edit', String(issue.id))}
                    $size="sm"
                    aria-label={issue.status === 'draft' ? undefined : `Edit ${issue.title}`}
                  >
                    Edit
                  </Button>
                )}
                {issue.status === 'draft' ? (
                  <>
                    {command(issue, 'test', iconText(TestTube, 'Send test to me'))}
                    {ask(issue, 'send', iconText(Send, issue.scheduledAt ? 'Send now' : 'Send'))}
                    {ask(
                      issue,
                      'schedule',
                      iconText(CalendarClock, issue.scheduledAt ? 'Change time' : 'Schedule'),
                      `${issue.scheduledAt ? 'Change time for' : 'Schedule'} ${issue.title}`,
                    )}
                    {issue.scheduledAt
                      ? command(issue, UNSCHEDULE, 'Cancel schedule', `Cancel schedule for ${issue.title}`)
                      : null}
                    <ConfirmAction
                      label={`Delete draft ${issue.title}`}
                      title="Delete this draft?"
                      text={`Are you sure you want to delete "${issue.title}"? This action cannot be undone.`}
                      confirmLabel="Delete"
                      fields={{ intent: 'delete', id: String(issue.id) }}
                      disabled={posting}
                    >
                      Delete
                    </ConfirmAction>
                  </>
                ) : null}
                {issue.status === 'sending' ? command(issue, 'pause', iconText(Pause, 'Pause')) : null}
                {issue.status === 'paused' ? command(issue, 'resume', iconText(Play, 'Resume')) : null}
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
                      {iconText(EyeOff, 'Unpublish')}
                    </ConfirmAction>
                    <a href={`/newsletter/archive/${issue.slug}`}>View in the archive</a>
                  </>
                ) : null}
                {issue.status === 'unpublished'
                  ? command(
                      issue,
                      'publish',
                      iconText(Undo2, 'Publish again'),
                      `Publish ${issue.title} again`,
                    )
                  : null}
              </Row>
            </Card>
          </li>
        ))}
      </ItemList>
      <Pager list={list} label="Issues" />
      <ScheduleDialog confirming={confirming} listAddress={listAddress} onClose={close} />
      <WelcomeEmailSection welcome={welcome} />
      <TopicsSection topics={topics} />
      <OpenPixelSection openPixel={openPixel} />
    </>
  )

  // One ActionFeedback for the composer and the list: a save that closes the composer toasts once.
  return (
    <section aria-labelledby="admin-newsletter-heading">
      <ActionFeedback before={draftSaved ? { title: 'Draft saved' } : undefined} />
      {editing ? (
        <>
          <h2 id="admin-newsletter-heading">{editing === 'new' ? 'New issue' : 'Edit issue'}</h2>
          <IssueComposer
            issue={editing === 'new' ? null : editing}
            topics={topics}
            library={library}
            cancelTo={listAddress}
          />
        </>
      ) : (
        issueList
      )}
    </section>
  )
}

export const NewsletterScreen = adminScreen<typeof adminNewsletterLoader>(NewsletterTab)
