import { Pencil, Plus, Trash2 } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import styled from 'styled-components'
import type { ActionData } from '../../app/route-action.ts'
import { useSettledActionData } from '../../components/ui/route-form.tsx'
import { useHydrated } from '../../lib/browser-env.ts'
import { ButtonOrLink, Card, ConfirmAction, FormDialog, Muted, Row } from './ui.tsx'

/** What a screen's create/edit form is open for: an item, a new one, or nothing. */
type Editing<T> = T | 'new' | null

/**
 * Which item a screen's create/edit form opens for (docs/decisions/221): the address's `?edit=ID` or
 * `?new=1` (the links the page offers without JavaScript), or the last failed `save`, so its errors
 * and what was typed show again.
 */
function editingFrom<T extends { id: string }>(
  items: readonly T[],
  params: URLSearchParams,
  answer: ActionData<{ id: string }> | undefined,
): Editing<T> {
  const failedId = answer?.intent === 'save' && !answer.ok ? answer.values?.id : undefined
  const id = failedId ?? params.get('edit')
  if (id) return items.find((item) => item.id === id) ?? null
  return failedId === '' || params.get('new') !== null ? 'new' : null
}

/**
 * The state of a list screen whose items are created and edited in a form: in a dialog with
 * JavaScript, inline on the page at `?new=1` / `?edit=ID` without it. A save that went through closes
 * the dialog; a failed one keeps it open with its errors.
 */
export interface EditableList<T> {
  hydrated: boolean
  /** What the form is open for: the dialog's (with JavaScript) or the page's (without). */
  shown: Editing<T>
  edit: (item: T | 'new') => void
  close: () => void
}

const idOf = <T extends { id: string }>(editing: Editing<T>): Editing<string> =>
  editing && editing !== 'new' ? editing.id : editing

export function useEditableList<T extends { id: string }>(items: readonly T[]): EditableList<T> {
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const answer = useSettledActionData<{ id: string }>()
  // The open item is kept by id and read from `items`, so the dialog shows what the router last loaded
  // (after a write of its own, such as the project dialog's media), and closes if the item is gone.
  const [editing, setEditing] = useState<Editing<string>>(() => idOf(editingFrom(items, params, undefined)))
  useEffect(() => {
    if (answer?.intent === 'save' && answer.ok) setEditing(null)
  }, [answer])
  const current =
    editing === null || editing === 'new' ? editing : (items.find((item) => item.id === editing) ?? null)
  return {
    hydrated,
    shown: hydrated ? current : editingFrom(items, params, answer),
    edit: (item: T | 'new') => setEditing(idOf(item)),
    close: () => setEditing(null),
  }
}

/** "Add …": opens the dialog, or (without JavaScript) the screen's `?new=1` address. */
export function AddButton({
  list,
  screen,
  label,
}: {
  list: Pick<EditableList<never>, 'hydrated' | 'edit'>
  screen: string
  label: string
}) {
  return (
    <ButtonOrLink
      $variant="primary"
      onClick={list.hydrated ? () => list.edit('new') : undefined}
      to={`${screen}?new=1`}
    >
      <Plus aria-hidden size={16} /> {label}
    </ButtonOrLink>
  )
}

const InlineCard = styled(Card)`
  margin: ${({ theme }) => theme.space(4)} 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`

/**
 * The screen's create/edit form: in a dialog with JavaScript; without it, part of the page when the
 * address asks for it (`?new=1`, `?edit=ID`). `children` draws it for an item (null: a new one), with
 * the dialog's Cancel.
 */
export function EditForm<T>({
  list,
  id,
  noun,
  note,
  children,
}: {
  list: EditableList<T>
  /** The inline form's heading. */
  id: string
  /** 'Project': the title says "Add Project" or "Edit Project". */
  noun: string
  note: (item: T | null) => string
  children: (item: T | null, onCancel?: () => void) => ReactNode
}) {
  const item = list.shown === 'new' ? null : list.shown
  const title = `${item ? 'Edit' : 'Add'} ${noun}`
  if (list.hydrated) {
    return (
      <FormDialog
        open={list.shown !== null}
        onOpenChange={(open) => !open && list.close()}
        title={title}
        description={note(item)}
      >
        {children(item, list.close)}
      </FormDialog>
    )
  }
  if (list.shown === null) return null
  return (
    <InlineCard as="section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <Muted>{note(item)}</Muted>
      {children(item)}
    </InlineCard>
  )
}

/** Edit and Delete (which asks first, then posts `intent=delete` to the screen's action) on one row. */
export function RowActions<T extends { id: string }>({
  list,
  editTo,
  item,
  name,
  deleteTitle,
  deleteText,
  deleteIntent = 'delete',
  iconOnly = false,
}: {
  list: Pick<EditableList<T>, 'hydrated' | 'edit'>
  /** The item's form without JavaScript (the screen's `?edit=ID`). */
  editTo: string
  item: T
  name: string
  deleteTitle: string
  deleteText: string
  /** What the delete posts as its `intent`. */
  deleteIntent?: string
  /** Small buttons with their icons alone (a project's commands); their names stay. */
  iconOnly?: boolean
}) {
  const size = iconOnly ? 'sm' : 'md'
  return (
    <Row>
      <ButtonOrLink
        $size={size}
        onClick={list.hydrated ? () => list.edit(item) : undefined}
        to={editTo}
        aria-label={`Edit ${name}`}
      >
        <Pencil aria-hidden size={16} />
        {iconOnly ? null : ' Edit'}
      </ButtonOrLink>
      <ConfirmAction
        label={`Delete ${name}`}
        title={deleteTitle}
        text={deleteText}
        confirmLabel="Delete"
        fields={{ intent: deleteIntent, id: item.id }}
      >
        <Trash2 aria-hidden size={16} />
        {iconOnly ? null : ' Delete'}
      </ConfirmAction>
    </Row>
  )
}
