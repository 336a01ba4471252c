import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ChevronLeft, ChevronRight, GripVertical, Trash2 } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { useNavigation, useSubmit } from 'react-router'
import styled from 'styled-components'
import type { ProjectData } from '../../graphql/types.ts'
import { useHydrated } from '../../lib/browser-env.ts'
import { MEDIA_INTENTS, MEDIA_UPLOADS, type MediaUpload } from './media-form.ts'
import { projectPage } from './ProjectForm.tsx'
import {
  ConfirmAction,
  HiddenFields,
  InlineForm,
  InstantSection,
  Muted,
  Row,
  SectionTitle,
  SpreadRow,
} from './ui.tsx'
import { UploadButton, UploadProgress, useImageUpload } from './upload-controls.tsx'

type Kind = Exclude<MediaUpload, 'screenshots'>

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`

const Thumb = styled.li`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.well};
  overflow: hidden;
  touch-action: none;
  & img { width: 100%; height: 96px; object-fit: cover; }
`

const ThumbBar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`

const IconButton = styled.button`
  display: inline-flex;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => theme.space(1)};
  cursor: pointer;
  &:disabled { opacity: 0.35; cursor: default; }
`

const DragHandle = styled(IconButton)`
  cursor: grab;
`

const Preview = styled.img`
  width: 96px;
  height: 96px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.well};
`

/**
 * Dnd ids must stay stable across a reorder and be unique even when the same image appears twice
 * (content-addressed URLs): the URL plus how many times it occurred before.
 */
const sortableIds = (urls: readonly string[]) =>
  urls.map((url, i) => `${url}|${urls.slice(0, i).filter((u) => u === url).length}`)

/** Without script a screenshot moves one place with a form that posts the whole new order. */
function MoveForm({
  projectId,
  urls,
  from,
  to,
  label,
  children,
}: {
  projectId: string
  urls: readonly string[]
  from: number
  to: number
  label: string
  children: ReactNode
}) {
  // Past either end the arrow stays, disabled, so every thumbnail's bar lines up.
  if (to < 0 || to >= urls.length) {
    return (
      <IconButton type="button" disabled aria-label={label}>
        {children}
      </IconButton>
    )
  }
  return (
    <InlineForm method="post" action={projectPage(projectId)}>
      <HiddenFields fields={{ intent: MEDIA_INTENTS.reorder, id: projectId }} />
      {arrayMove([...urls], from, to).map((url, i) => (
        <input key={`${i}-${url}`} type="hidden" name="screenshotUrls" value={url} />
      ))}
      <IconButton type="submit" aria-label={label}>
        {children}
      </IconButton>
    </InlineForm>
  )
}

function SortableScreenshot({
  id,
  url,
  index,
  urls,
  projectId,
  hydrated,
}: {
  id: string
  url: string
  index: number
  /** Every screenshot in order, for the moves without script. */
  urls: readonly string[]
  projectId: string
  /** Without script there is no drag (and no handle) but arrows; its forms post to the project's page. */
  hydrated: boolean
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id })
  return (
    <Thumb
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-testid="screenshot-item"
    >
      <img src={url} alt={`Screenshot ${index + 1}`} />
      <ThumbBar>
        {hydrated ? (
          <DragHandle
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Move screenshot ${index + 1}`}
          >
            <GripVertical aria-hidden size={16} />
          </DragHandle>
        ) : (
          <MoveForm
            projectId={projectId}
            urls={urls}
            from={index}
            to={index - 1}
            label={`Move screenshot ${index + 1} earlier`}
          >
            <ChevronLeft aria-hidden size={16} />
          </MoveForm>
        )}
        <span>{index + 1}</span>
        {hydrated ? null : (
          <MoveForm
            projectId={projectId}
            urls={urls}
            from={index}
            to={index + 1}
            label={`Move screenshot ${index + 1} later`}
          >
            <ChevronRight aria-hidden size={16} />
          </MoveForm>
        )}
        <InlineForm method="post" action={hydrated ? undefined : projectPage(projectId)}>
          <HiddenFields fields={{ intent: MEDIA_INTENTS.delete, id: projectId, index: String(index) }} />
          <IconButton type="submit" aria-label={`Delete screenshot ${index + 1}`}>
            <Trash2 aria-hidden size={16} />
          </IconButton>
        </InlineForm>
      </ThumbBar>
    </Thumb>
  )
}

/**
 * Icon, hero image and screenshots of one project, as the Projects screen's loader read them. Deletes
 * and reorders post to the screen's action (projectsAction); uploads go from script, for their
 * progress bars, and then have the router read the screen again.
 */
export function MediaManager({
  project,
}: {
  /** The project whose icon, hero image and screenshots are shown and changed. */
  project: ProjectData
}) {
  const id = useId()
  const hydrated = useHydrated()
  const submit = useSubmit()
  const navigation = useNavigation()
  const base = `/api/projects/${project.id}`
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const { icon, hero, screenshots } = MEDIA_UPLOADS
  const uploads = {
    icon: useImageUpload(`${base}/${icon.path}`, icon),
    hero: useImageUpload(`${base}/${hero.path}`, hero),
    screenshots: useImageUpload(`${base}/${screenshots.path}`, screenshots, true),
  }

  // A reorder shows at once: the order being posted, until the router has read the saved one (or,
  // when the write fails, the old one again).
  const posted = navigation.formData
  const reordering =
    posted?.get('intent') === MEDIA_INTENTS.reorder && posted.get('id') === project.id ? posted : null
  const urls = reordering
    ? reordering.getAll('screenshotUrls').filter((url) => typeof url === 'string')
    : project.screenshotUrls
  const ids = sortableIds(urls)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const next = arrayMove([...urls], ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
    const form = new FormData()
    form.set('intent', MEDIA_INTENTS.reorder)
    form.set('id', project.id)
    for (const url of next) form.append('screenshotUrls', url)
    void submit(form, { method: 'post' })
  }

  const upload = (kind: MediaUpload) => (
    <UploadButton
      id={`${id}-${kind}`}
      label={`Upload ${MEDIA_UPLOADS[kind].type}`}
      action={projectPage(project.id)}
      fields={{ intent: MEDIA_INTENTS.upload, id: project.id, kind }}
      onChange={uploads[kind].onChange}
      multiple={kind === 'screenshots'}
      busy={uploads[kind].progress !== null}
    />
  )

  const single = (kind: Kind, current: string | null) => (
    <div>
      <SectionTitle>{MEDIA_UPLOADS[kind].title}</SectionTitle>
      <Row>
        {current ? (
          <Preview src={current} alt={`Current ${MEDIA_UPLOADS[kind].type}`} />
        ) : (
          <Muted>None yet.</Muted>
        )}
        {upload(kind)}
      </Row>
      <UploadProgress label={`Uploading ${MEDIA_UPLOADS[kind].type}...`} percent={uploads[kind].progress} />
    </div>
  )

  return (
    <InstantSection title="Media">
      {single('icon', project.iconUrl)}
      {single('hero', project.heroImageUrl)}
      <SpreadRow>
        <SectionTitle>Screenshots</SectionTitle>
        <Row>
          {upload('screenshots')}
          {urls.length > 0 ? (
            <ConfirmAction
              label="Remove All"
              title="Remove all screenshots?"
              text="Are you sure you want to delete all screenshots? This action cannot be undone."
              confirmLabel="Remove All"
              fields={{ intent: MEDIA_INTENTS.removeAll, id: project.id }}
              variant="danger"
              size="md"
            >
              Remove All
            </ConfirmAction>
          ) : null}
        </Row>
      </SpreadRow>
      <UploadProgress label="Uploading screenshots..." percent={uploads.screenshots.progress} />
      {urls.length === 0 ? (
        <Muted>No screenshots yet.</Muted>
      ) : hydrated ? (
        <Muted>Drag the handle (or focus it and use Space and the arrow keys) to reorder.</Muted>
      ) : (
        <Muted>Move a screenshot one place with its arrows.</Muted>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <Grid aria-label="Screenshots">
            {urls.map((url, index) => (
              <SortableScreenshot
                key={ids[index]}
                id={ids[index]!}
                url={url}
                index={index}
                urls={urls}
                projectId={project.id}
                hydrated={hydrated}
              />
            ))}
          </Grid>
        </SortableContext>
      </DndContext>
    </InstantSection>
  )
}
