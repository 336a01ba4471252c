import { Plus } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { COMMAND_CATEGORIES } from '../../../src/shared/enums.ts'
import { CommandInput } from '../../../src/shared/inputs/commands.ts'
import { blankToNull, splitCommas } from '../../../src/shared/lists.ts'
import { useGraphQLClient } from '../../app/graphql-client.ts'
import { Button } from '../../components/ui/Button.tsx'
import { Field, FormGrid, Input, Select } from '../../components/ui/Field.tsx'
import { useApiAction, useResourceForm } from '../../components/ui/use-resource-form.ts'
import { restValue } from '../../graphql/rest-values.ts'
import { useAdminWrite, useWriteFailure } from './feedback.ts'
import { type CommandData, PROJECT_COMMANDS_QUERY, type ProjectCommandsResult } from './queries.ts'
import { Card, ConfirmDialog, FormActions, InstantSection, ItemCards, Muted } from './ui.tsx'

interface Values {
  command: string
  description: string
  category: string
  example: string
  tags: string
  order: string
}

const initialValues = (c: CommandData | null): Values => ({
  command: c?.command ?? '',
  description: c?.description ?? '',
  category: c ? restValue(COMMAND_CATEGORIES, c.category) : 'General',
  example: c?.example ?? '',
  tags: c?.tags?.join(', ') ?? '',
  order: String(c?.order ?? 0),
})

/** Spec section 5: tags comma-separated, trimmed, empties dropped, omitted when none remain. */
function toPayload(v: Values) {
  const tags = splitCommas(v.tags)
  return {
    command: v.command.trim(),
    description: v.description.trim(),
    category: v.category,
    example: blankToNull(v.example),
    ...(tags.length > 0 ? { tags } : {}),
    order: v.order.trim() === '' ? 0 : Number(v.order),
  }
}

/** Adds a command to a project or edits one: category, command line, description, example, tags, order. */
export function CommandForm({
  projectId,
  command,
  onDone,
}: {
  /** Id of the project the command belongs to (a new command is added to it). */
  projectId: string
  /** The command being edited, or null to add a new one. */
  command: CommandData | null
  /** Called when the form closes: true after a save, false after Cancel. */
  onDone: (saved: boolean) => void
}) {
  const write = useAdminWrite({
    noun: 'Command',
    updateUrl: command ? `/api/commands/${command.id}` : null,
    createUrl: `/api/projects/${projectId}/commands`,
    createBody: (payload: object) => ({ projectId: Number(projectId), ...payload }),
    redirectOnUnauthorized: false,
  })
  const form = useResourceForm({
    initial: () => initialValues(command),
    schema: CommandInput,
    toPayload,
    onSaved: () => onDone(true),
    ...write,
  })
  const { field, bind } = form
  const input = (key: Exclude<keyof Values, 'category'>, label: string, hint?: string) => (
    <Field {...field(key)} label={label} hint={hint}>
      <Input {...bind(key)} />
    </Field>
  )
  return (
    <Card as="form" onSubmit={form.submit} noValidate aria-label={command ? 'Edit command' : 'New command'}>
      <FormGrid>
        {input('command', 'Command')}
        {input('description', 'Command description')}
        <Field {...field('category')} label="Category">
          <Select {...bind('category')} options={COMMAND_CATEGORIES} />
        </Field>
        {input('example', 'Example', 'Optional')}
        {input('tags', 'Tags', 'Comma-separated, optional')}
        {input('order', 'Command order')}
      </FormGrid>
      <FormActions>
        <Button type="submit" $variant="primary" disabled={form.saving}>
          {command ? 'Update Command' : 'Add Command'}
        </Button>
        <Button type="button" onClick={() => onDone(false)}>
          Cancel
        </Button>
      </FormActions>
    </Card>
  )
}

/** The project's commands inside the edit dialog: list, add, edit, delete. */
export function CommandsManager({
  projectId,
}: {
  /** Id of the project whose commands are listed and edited. */
  projectId: string
}) {
  const fail = useWriteFailure()
  const { run } = useApiAction()
  const client = useGraphQLClient()
  const [{ data, fetching }, setResult] = useState<{ data?: ProjectCommandsResult; fetching: boolean }>({
    fetching: true,
  })
  // Read from the network at first and after each write.
  const refresh = useCallback(() => {
    setResult((current) => ({ ...current, fetching: true }))
    void client
      .query(PROJECT_COMMANDS_QUERY, { id: projectId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => setResult((current) => ({ data: result.data ?? current.data, fetching: false })))
  }, [client, projectId])
  useEffect(refresh, [refresh])
  const [editing, setEditing] = useState<CommandData | 'new' | null>(null)
  const [deleting, setDeleting] = useState<CommandData | null>(null)
  const commands = data?.project?.commands ?? []

  const remove = (command: CommandData) =>
    run('DELETE', `/api/commands/${command.id}`, undefined, {
      onSaved: refresh,
      success: { title: 'Command deleted successfully!' },
      onFailed: (error) => fail(error, 'Failed to delete command', { redirectOnUnauthorized: false }),
    })

  return (
    <InstantSection
      title="Commands"
      action={
        editing === null ? (
          <Button type="button" onClick={() => setEditing('new')}>
            <Plus aria-hidden size={16} /> Add Command
          </Button>
        ) : null
      }
    >
      {editing !== null ? (
        <CommandForm
          key={editing === 'new' ? 'new' : editing.id}
          projectId={projectId}
          command={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null)
            if (saved) refresh()
          }}
        />
      ) : null}
      {fetching && !data ? <Muted>Loading commands...</Muted> : null}
      {data && commands.length === 0 ? <Muted>No commands yet.</Muted> : null}
      <ItemCards
        items={commands}
        label="Project commands"
        heading={(c) => <code>{c.command}</code>}
        details={(c) => (
          <>
            <Muted>
              {restValue(COMMAND_CATEGORIES, c.category)} · {c.description}
              {c.tags?.length ? ` · ${c.tags.join(', ')}` : ''}
            </Muted>
            {c.example ? <Muted>Example: {c.example}</Muted> : null}
          </>
        )}
        name={(c) => `command ${c.command}`}
        onEdit={setEditing}
        onDelete={setDeleting}
        iconOnly
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete command?"
        text={`Are you sure you want to delete "${deleting?.command ?? ''}"? This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
      />
    </InstantSection>
  )
}
