import { ImagePlus } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Form } from 'react-router'
import styled from 'styled-components'
import { IssueInput } from '../../../../src/shared/inputs/newsletter-issues.ts'
import { IssueBody } from '../../../components/newsletter/IssueBody.tsx'
import { Button } from '../../../components/ui/Button.tsx'
import { ErrorText, Field, FormGrid, Input, Textarea } from '../../../components/ui/Field.tsx'
import { useRouteForm } from '../../../components/ui/route-form.tsx'
import { apiRequest } from '../../../lib/api.ts'
import { Card, HiddenFields, Muted, Row } from '../ui.tsx'
import { type IssueValues, issuePayload } from './issue-form.ts'
import type { AdminIssue, AdminTopic, LibraryImage } from './types.ts'

/** Time after the last keystroke before the preview asks the server again. */
const PREVIEW_DELAY_MS = 400

/** The action's intent for the composer's form (web/pages/admin/actions.ts, newsletterAction). */
export const SAVE_ISSUE = 'save'

const Topics = styled.fieldset`
  grid-column: 1 / -1;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:disabled label {
    opacity: 0.7;
  }
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space(1.5)};
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: 960px) {
    grid-template-columns: 1fr 1fr;
  }
`

const Preview = styled(Card)`
  min-height: 12rem;
  overflow-wrap: anywhere;
`

const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    padding: 0;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: transparent;
    cursor: pointer;
  }
  img {
    display: block;
    width: 72px;
    height: 72px;
    object-fit: cover;
  }
`

/** Asks the server to render the text, after a pause in typing; the server's renderer is the only one. */
function usePreview(markdown: string): { html: string; failed: boolean } {
  const [state, setState] = useState({ html: '', failed: false })
  useEffect(() => {
    let current = true
    const timer = setTimeout(() => {
      apiRequest<{ html: string }>('POST', '/api/newsletter/issues/preview', { markdown })
        .then((result) => current && setState({ html: result.html, failed: false }))
        .catch(() => current && setState((s) => ({ ...s, failed: true })))
    }, PREVIEW_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [markdown])
  return state
}

function ImagePicker({ onPick }: { onPick: (image: LibraryImage) => void }) {
  const [images, setImages] = useState<LibraryImage[] | null>(null)
  const [open, setOpen] = useState(false)
  const listId = useId()
  useEffect(() => {
    if (!open || images) return
    apiRequest<LibraryImage[]>('GET', '/api/newsletter/media')
      .then(setImages)
      .catch(() => setImages([]))
  }, [open, images])
  return (
    <div>
      <Button
        type="button"
        $size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <ImagePlus aria-hidden size={16} /> Insert image from the media library
      </Button>
      <div id={listId} hidden={!open}>
        {images === null ? <Muted>Loading images...</Muted> : null}
        {images?.length === 0 ? (
          <Muted>The media library is empty: upload images to a project first.</Muted>
        ) : null}
        <Thumbs>
          {images?.map((image, index) => (
            <li key={image.url}>
              <button type="button" onClick={() => onPick(image)} aria-label={`Insert image ${index + 1}`}>
                <img src={image.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </Thumbs>
      </div>
    </div>
  )
}

const SentNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/**
 * Writes or edits an issue: title, topics (none = all), Markdown with a server-rendered live preview.
 * It posts to the screen's action (`save`), which calls the REST API. A sent issue keeps its topics
 * (they record who it went to) and its address; its new text shows in the archive and the feed.
 */
export function IssueComposer({
  issue,
  topics,
  onCancel,
}: {
  issue: AdminIssue | null
  /** The owner's topics: the offered ones, and a retired one this issue already has. */
  topics: readonly AdminTopic[]
  onCancel: () => void
}) {
  const id = issue ? String(issue.id) : ''
  const sent = issue !== null && issue.status !== 'draft'
  const form = useRouteForm<IssueValues, IssueInput>({
    idPrefix: 'issue',
    intent: SAVE_ISSUE,
    initial: () => ({
      id,
      title: issue?.title ?? '',
      markdown: issue?.markdown ?? '',
      topics: issue?.topics ?? [],
    }),
    schema: IssueInput,
    toPayload: issuePayload,
    // One composer edits any issue: another issue's failed values are not shown in it.
    matches: (values) => values.id === id,
  })
  const { values, set, field, bind } = form
  const preview = usePreview(values.markdown)

  const choices = topics.filter((t) => !t.retired || issue?.topics.includes(t.slug))
  const toggleTopic = (topic: string, on: boolean) =>
    set(
      'topics',
      on
        ? choices.map((t) => t.slug).filter((t) => t === topic || values.topics.includes(t))
        : values.topics.filter((t) => t !== topic),
    )

  const insertImage = (image: LibraryImage) => {
    const box = document.getElementById(field('markdown').id) as HTMLTextAreaElement | null
    const at = box?.selectionStart ?? values.markdown.length
    const snippet = `![Image description](${image.url})`
    set('markdown', `${values.markdown.slice(0, at)}${snippet}${values.markdown.slice(at)}`)
  }

  return (
    <Form {...form.form} aria-label="Newsletter issue">
      <HiddenFields fields={{ intent: SAVE_ISSUE, id }} />
      {sent ? (
        <SentNote>
          This issue has been sent. Your changes show in the archive and the feed; the emails already sent
          stay as they were. Its address and topics stay the same.
        </SentNote>
      ) : null}
      <FormGrid>
        <Field {...field('title')} label="Title" hint="Also the email's subject line" wide>
          <Input {...bind('title')} />
        </Field>
        <Topics disabled={sent}>
          <legend>
            {sent ? 'Topics it was sent for' : 'Topics (none ticked: sent to readers of every topic)'}
          </legend>
          {choices.map((topic) => (
            <label key={topic.slug}>
              <input
                type="checkbox"
                name="topics"
                value={topic.slug}
                checked={values.topics.includes(topic.slug)}
                onChange={(e) => toggleTopic(topic.slug, e.target.checked)}
              />
              {topic.retired ? `${topic.name} (retired)` : topic.name}
            </label>
          ))}
          {form.errors.topics ? <ErrorText role="alert">{form.errors.topics}</ErrorText> : null}
        </Topics>
        {/* A disabled box is not posted: the sent issue's topics go as they are. */}
        {sent
          ? values.topics.map((topic) => <input key={topic} type="hidden" name="topics" value={topic} />)
          : null}
      </FormGrid>
      <Columns>
        <div>
          <Field
            {...field('markdown')}
            label="Text (Markdown)"
            hint="Images only from the media library"
            wide
          >
            <Textarea rows={16} {...bind('markdown')} />
          </Field>
          <ImagePicker onPick={insertImage} />
        </div>
        <section aria-labelledby="issue-preview-heading">
          <h3 id="issue-preview-heading">Preview</h3>
          <Preview aria-live="polite">
            {preview.failed ? <Muted>The preview could not be updated.</Muted> : null}
            {preview.html ? <IssueBody html={preview.html} /> : <Muted>Nothing to preview yet.</Muted>}
          </Preview>
        </section>
      </Columns>
      <Row style={{ marginTop: '1rem', justifyContent: 'flex-end' }}>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" $variant="primary" disabled={form.sending}>
          {form.sending ? 'Saving...' : sent ? 'Save changes' : 'Save draft'}
        </Button>
      </Row>
    </Form>
  )
}
