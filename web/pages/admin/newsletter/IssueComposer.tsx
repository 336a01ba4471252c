import { ImagePlus, Upload } from 'lucide-react'
import {
  type ChangeEvent,
  type DragEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { Form, Link } from 'react-router'
import styled from 'styled-components'
import { IssueInput } from '../../../../src/shared/inputs/newsletter-issues.ts'
import {
  isPlaceholderAlt,
  type MarkdownImage,
  markdownImages,
  needsDescription,
  setImageAlt,
  setImageDecorative,
} from '../../../../src/shared/newsletter-images.ts'
import { IssueBody } from '../../../components/newsletter/IssueBody.tsx'
import { useToast } from '../../../components/toast/Toaster.tsx'
import { Button } from '../../../components/ui/Button.tsx'
import { Field, FieldError, FileInput, FormGrid, Input, Textarea } from '../../../components/ui/Field.tsx'
import { useRouteForm } from '../../../components/ui/route-form.tsx'
import { useHydrated } from '../../../lib/browser-env.ts'
import { errorText } from '../feedback.ts'
import { HiddenFields, Muted, Row } from '../ui.tsx'
import { uploadWithProgress } from '../upload.ts'
import { checkFiles, FileLabel, UploadProgress } from '../upload-controls.tsx'
import { type IssueValues, issuePayload } from './issue-form.ts'
import { Preview, PreviewColumns } from './preview-columns.tsx'
import type { AdminIssue, AdminTopic, LibraryImage } from './types.ts'
import { usePreview } from './use-preview.ts'

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

/** What the composer's file inputs accept: raster images (mail programs do not show SVG). */
const ACCEPT_IMAGES = 'image/jpeg,image/png,image/gif,image/webp'

/**
 * Uploads images into the media library one after another, with the project media manager's progress
 * bar; each one's address is handed to `onUploaded`. The server decodes and checks each file again.
 */
function useImageUpload(onUploaded: (url: string) => void) {
  const { toast } = useToast()
  const [progress, setProgress] = useState<number | null>(null)
  const upload = useCallback(
    async (files: readonly File[]) => {
      for (const file of files) {
        const problem =
          checkFiles([file], { type: 'image' }) ??
          (file.type === 'image/svg+xml'
            ? {
                title: 'SVG images cannot go in an email',
                description: 'Mail programs such as Gmail do not show them: use PNG, JPEG, GIF or WebP',
              }
            : null)
        if (problem) {
          toast({ ...problem, variant: 'destructive' })
          continue
        }
        const body = new FormData()
        body.append('image', file)
        setProgress(0)
        try {
          const image = await uploadWithProgress<LibraryImage>(
            '/api/newsletter/images',
            body,
            (loaded, total) => setProgress(Math.round((loaded / total) * 100)),
          )
          onUploaded(image.url)
        } catch (error) {
          toast({ title: 'Failed to upload image', description: errorText(error), variant: 'destructive' })
        } finally {
          setProgress(null)
        }
      }
    },
    [onUploaded, toast],
  )
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    void upload(files)
  }
  return { progress, upload, choose }
}

/**
 * A submit button that names its change (SiteTab's greetings do the same): with script its click makes
 * the change in place; without, the form posts and the action makes it as it saves the issue. One
 * element from the server's HTML on, so a click before hydration is not lost.
 */
const change = (name: string, value: string, apply: () => void) => ({
  type: 'submit' as const,
  name,
  value,
  onClick: (event: MouseEvent) => {
    event.preventDefault()
    apply()
  },
})

/**
 * The media library's images (the screen's loader reads them for the composer), to insert one. Without
 * script the list is a disclosure and an image's button saves the issue with that image added at the end.
 */
function ImagePicker({ images, onPick }: { images: readonly LibraryImage[]; onPick: (url: string) => void }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const hydrated = useHydrated()
  const title = (
    <>
      <ImagePlus aria-hidden size={16} /> Insert image from the media library
    </>
  )
  const list = (
    <>
      {images.length === 0 ? (
        <Muted>The media library is empty: upload images to a project first.</Muted>
      ) : hydrated ? null : (
        <Muted>Choosing one saves the issue with the image added at the end of the text.</Muted>
      )}
      <Thumbs>
        {images.map((image, index) => (
          <li key={image.url}>
            <button
              {...change('insertImage', image.url, () => onPick(image.url))}
              aria-label={`Insert image ${index + 1}`}
            >
              <img src={image.url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </Thumbs>
    </>
  )
  if (!hydrated) {
    return (
      <details>
        <PickerSummary>{title}</PickerSummary>
        {list}
      </details>
    )
  }
  return (
    <div>
      <Button
        type="button"
        $size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {title}
      </Button>
      <div id={listId} hidden={!open}>
        {list}
      </div>
    </div>
  )
}

const PickerSummary = styled.summary`
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const SentNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Tools = styled(Row)`
  margin-top: ${({ theme }) => theme.space(2)};
  align-items: center;
`

const Part = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

const ImageRows = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`

const ImageRow = styled.li<{ $flagged: boolean }>`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme, $flagged }) => ($flagged ? theme.colors.danger : theme.colors.border)};
  & > img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.well};
  }
`

const Check = styled.label`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: center;
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const FeaturePreview = styled.img`
  display: block;
  width: 240px;
  max-width: 100%;
  aspect-ratio: 40 / 21;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.well};
`

const Blocked = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/**
 * Every image of the text with its description (alt text), which the composer writes into the Markdown,
 * or marked decorative. An image with neither is flagged: the issue can be saved, not sent, until each
 * has one (docs/decisions/234).
 */
function ImageDescriptions({
  images,
  onAlt,
  onDecorative,
  onFeature,
}: {
  images: MarkdownImage[]
  onAlt: (index: number, alt: string) => void
  onDecorative: (index: number, decorative: boolean) => void
  onFeature: (url: string) => void
}) {
  const hydrated = useHydrated()
  if (images.length === 0) return null
  return (
    <Part aria-labelledby="issue-images-heading">
      <h3 id="issue-images-heading">Images in this issue</h3>
      <Muted>
        Describe each image for readers who cannot see it (screen readers, mail that blocks images, the
        plain-text version), or mark it decorative if it adds nothing to the text.
      </Muted>
      <ImageRows>
        {images.map((image, index) => {
          const flagged = needsDescription(image)
          const id = `issue-image-${index + 1}-alt`
          return (
            <ImageRow key={`${index}-${image.url}`} $flagged={flagged} data-testid="issue-image">
              <img src={image.url} alt="" />
              {/* Without script the action writes them into the text, for the image shown here. */}
              {hydrated ? null : <input type="hidden" name={`imageUrl-${index}`} value={image.url} />}
              <div>
                <Field
                  id={id}
                  label={`Image ${index + 1}: description`}
                  error={flagged ? 'No description yet: write one, or mark it decorative' : undefined}
                >
                  <Input
                    value={image.alt}
                    onChange={(alt) => onAlt(index, alt)}
                    disabled={image.decorative}
                    // Written into the text from script; the form posts it only without.
                    name={hydrated ? '' : `imageAlt-${index}`}
                  />
                </Field>
                <Row>
                  <Check>
                    <input
                      type="checkbox"
                      name={hydrated ? undefined : 'imageDecorative'}
                      value={index}
                      checked={image.decorative}
                      onChange={(e) => onDecorative(index, e.target.checked)}
                    />
                    Image {index + 1} is decorative (nothing to describe)
                  </Check>
                  <Button
                    $size="sm"
                    $variant="ghost"
                    {...change('featureFromText', image.url, () => onFeature(image.url))}
                  >
                    Use image {index + 1} as the feature image
                  </Button>
                </Row>
              </div>
            </ImageRow>
          )
        })}
      </ImageRows>
    </Part>
  )
}

/**
 * Writes or edits an issue: title, topics (none = all), Markdown with a server-rendered live preview,
 * images uploaded (button, paste or drop into the text), picked from the media library and described,
 * and a feature image for the archive, the feed and the link preview. It posts to the screen's action
 * (`save`), which calls the REST API. A sent issue keeps its topics (they record who it went to) and its
 * address; its new text shows in the archive and the feed.
 */
export function IssueComposer({
  issue,
  topics,
  library = [],
  cancelTo,
}: {
  /** The issue edited, or null for a new one. */
  issue: AdminIssue | null
  /** The owner's topics: the offered ones, and a retired one this issue already has. */
  topics: readonly AdminTopic[]
  /** The media library's images, for the picker. */
  library?: readonly LibraryImage[]
  /** Where Cancel leads: the list the composer was opened from. */
  cancelTo: string
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
      featureImageUrl: issue?.featureImageUrl ?? '',
      featureImageAlt: issue?.featureImageAlt ?? '',
      featureImageDecorative: issue?.featureImageDecorative ?? false,
    }),
    schema: IssueInput,
    toPayload: issuePayload,
    // One composer edits any issue: another issue's failed values are not shown in it.
    matches: (values) => values.id === id,
  })
  const { values, set, setValues, field, bind } = form
  const preview = usePreview(values.markdown, issue ?? undefined)
  const images = markdownImages(values.markdown)
  const featureFileId = useId()
  const hydrated = useHydrated()

  const choices = topics.filter((t) => !t.retired || issue?.topics.includes(t.slug))
  const toggleTopic = (topic: string, on: boolean) =>
    set(
      'topics',
      on
        ? choices.map((t) => t.slug).filter((t) => t === topic || values.topics.includes(t))
        : values.topics.filter((t) => t !== topic),
    )

  // Where the next image goes: the caret when the upload (or pick) started.
  const insertAt = useRef<number | null>(null)
  // The image just inserted, whose description box takes the focus once it is drawn.
  const [describeNext, setDescribeNext] = useState<{ at: number; url: string } | null>(null)

  // The text as last drawn: an upload finishing inserts into what is there now, not what was there then.
  const latest = useRef(values.markdown)
  latest.current = values.markdown

  const insertImage = useCallback(
    (url: string) => {
      const snippet = `![](${url})`
      const markdown = latest.current
      const at = Math.min(insertAt.current ?? markdown.length, markdown.length)
      // The next one (several files dropped at once) goes after this one.
      insertAt.current = at + snippet.length
      latest.current = `${markdown.slice(0, at)}${snippet}${markdown.slice(at)}`
      set('markdown', latest.current)
      setDescribeNext({ at, url })
    },
    [set],
  )

  useEffect(() => {
    if (!describeNext) return
    const index = images.findIndex((i) => i.start === describeNext.at && i.url === describeNext.url)
    if (index >= 0) document.getElementById(`issue-image-${index + 1}-alt`)?.focus()
    setDescribeNext(null)
  }, [describeNext, images])

  // A new feature image (or none, '') starts undescribed.
  const setFeature = useCallback(
    (url: string) =>
      setValues((v) => ({ ...v, featureImageUrl: url, featureImageAlt: '', featureImageDecorative: false })),
    [setValues],
  )
  const bodyUpload = useImageUpload(insertImage)
  const featureUpload = useImageUpload(setFeature)

  const rememberCaret = () => {
    const box = document.getElementById(field('markdown').id) as HTMLTextAreaElement | null
    insertAt.current = box?.selectionStart ?? null
  }

  // The image files a paste or a drop carries (text pastes and drops are left to the text box).
  const uploadDropped = (event: { preventDefault(): void }, list: FileList | null | undefined) => {
    const files = [...(list ?? [])].filter((file) => file.type.startsWith('image/'))
    if (files.length === 0) return
    event.preventDefault()
    rememberCaret()
    void bodyUpload.upload(files)
  }

  const onDragOver = (event: DragEvent<HTMLTextAreaElement>) => {
    if ([...event.dataTransfer.types].includes('Files')) event.preventDefault()
  }

  const featureFlagged =
    values.featureImageUrl !== '' &&
    !values.featureImageDecorative &&
    isPlaceholderAlt(values.featureImageAlt)
  const undescribed = images.filter(needsDescription).length + (featureFlagged ? 1 : 0)

  return (
    // Without script the images go with the form, so it is a multipart one (the action uploads them).
    <Form {...form.form} encType={hydrated ? undefined : 'multipart/form-data'} aria-label="Newsletter issue">
      <HiddenFields fields={{ intent: SAVE_ISSUE, id, featureImageUrl: values.featureImageUrl }} />
      {/* The default button (Enter in a field) saves: the image buttons below are submit buttons too. */}
      <button type="submit" hidden />
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
          <FieldError error={form.errors.topics} />
        </Topics>
        {/* A disabled box is not posted: the sent issue's topics go as they are. */}
        {sent
          ? values.topics.map((topic) => <input key={topic} type="hidden" name="topics" value={topic} />)
          : null}
      </FormGrid>
      <PreviewColumns>
        <div>
          <Field
            {...field('markdown')}
            label="Text (Markdown)"
            hint="Add images with the buttons below, or paste or drop them into the text"
            wide
          >
            <Textarea
              rows={16}
              {...bind('markdown')}
              onPaste={(event) => uploadDropped(event, event.clipboardData?.files)}
              onDragOver={onDragOver}
              onDrop={(event) => uploadDropped(event, event.dataTransfer?.files)}
            />
          </Field>
          {hydrated ? (
            <Tools>
              <FileLabel htmlFor="issue-image-file" onMouseDown={rememberCaret}>
                <Upload aria-hidden size={16} /> Upload image
                <input
                  id="issue-image-file"
                  type="file"
                  accept={ACCEPT_IMAGES}
                  multiple
                  disabled={bodyUpload.progress !== null}
                  onFocus={rememberCaret}
                  onChange={bodyUpload.choose}
                />
              </FileLabel>
            </Tools>
          ) : (
            <Field
              id="issue-image-file"
              label="Add images"
              hint="They are uploaded when you save, and go at the end of the text"
              optional
            >
              <FileInput name="images" accept={ACCEPT_IMAGES} multiple />
            </Field>
          )}
          <UploadProgress label="Uploading image..." percent={bodyUpload.progress} />
          <ImagePicker
            images={library}
            onPick={(url) => {
              rememberCaret()
              insertImage(url)
            }}
          />
        </div>
        <section aria-labelledby="issue-preview-heading">
          <h3 id="issue-preview-heading">Preview</h3>
          <Preview $minHeight="12rem" aria-live="polite">
            {preview.failed ? <Muted>The preview could not be updated.</Muted> : null}
            {preview.html ? <IssueBody html={preview.html} /> : <Muted>Nothing to preview yet.</Muted>}
          </Preview>
        </section>
      </PreviewColumns>
      <ImageDescriptions
        images={images}
        onAlt={(index, alt) => set('markdown', setImageAlt(values.markdown, index, alt))}
        onDecorative={(index, on) => set('markdown', setImageDecorative(values.markdown, index, on))}
        onFeature={setFeature}
      />
      <Part aria-labelledby="issue-feature-heading">
        <h3 id="issue-feature-heading">Feature image</h3>
        <Muted>
          Shown at the top of the issue in the archive, in the feed, and when a link to the issue is shared
          (cropped to 1200×630). It is not part of the email.
        </Muted>
        <Tools>
          {values.featureImageUrl ? (
            <FeaturePreview src={values.featureImageUrl} alt="" />
          ) : (
            <Muted>None.</Muted>
          )}
          {hydrated ? (
            <FileLabel htmlFor={featureFileId}>
              <Upload aria-hidden size={16} /> {values.featureImageUrl ? 'Replace' : 'Upload'} feature image
              <input
                id={featureFileId}
                type="file"
                accept={ACCEPT_IMAGES}
                disabled={featureUpload.progress !== null}
                onChange={featureUpload.choose}
              />
            </FileLabel>
          ) : (
            <Field
              id={featureFileId}
              label={`${values.featureImageUrl ? 'Replace' : 'Upload'} feature image`}
              hint="Uploaded when you save"
              optional
            >
              <FileInput name="featureImage" accept={ACCEPT_IMAGES} />
            </Field>
          )}
          {values.featureImageUrl ? (
            <Button
              $size="sm"
              $variant="ghost-danger"
              {...change('removeFeatureImage', 'true', () => setFeature(''))}
            >
              Remove feature image
            </Button>
          ) : null}
        </Tools>
        <UploadProgress label="Uploading feature image..." percent={featureUpload.progress} />
        {values.featureImageUrl ? (
          <>
            <Field
              {...field('featureImageAlt')}
              label="Feature image: description"
              error={
                form.errors.featureImageAlt ??
                (featureFlagged ? 'No description yet: write one, or mark it decorative' : undefined)
              }
            >
              <Input {...bind('featureImageAlt')} disabled={values.featureImageDecorative} />
            </Field>
            <Check>
              <input
                type="checkbox"
                name="featureImageDecorative"
                value="true"
                checked={values.featureImageDecorative}
                onChange={(e) => set('featureImageDecorative', e.target.checked)}
              />
              The feature image is decorative (nothing to describe)
            </Check>
          </>
        ) : null}
        <FieldError error={form.errors.featureImageUrl} />
      </Part>
      <Row style={{ marginTop: '1rem', justifyContent: 'flex-end', alignItems: 'center' }}>
        {undescribed > 0 && !sent ? (
          <Blocked id="issue-undescribed">
            {undescribed === 1 ? '1 image has' : `${undescribed} images have`} no description: you can save
            the draft, but it cannot be sent until each has one or is marked decorative.
          </Blocked>
        ) : null}
        <Button as={Link} to={cancelTo}>
          Cancel
        </Button>
        <Button type="submit" $variant="primary" disabled={form.sending}>
          {form.sending ? 'Saving...' : sent ? 'Save changes' : 'Save draft'}
        </Button>
      </Row>
    </Form>
  )
}
