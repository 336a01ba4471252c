import { Plus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Form, useSubmit } from 'react-router'
import { COMMAND_CATEGORIES } from '../../../src/shared/enums.ts'
import { CommandInput } from '../../../src/shared/inputs/commands.ts'
import { Button } from '../../components/ui/Button.tsx'
import { Field, FormGrid, Input, Select } from '../../components/ui/Field.tsx'
import { useRouteForm, useSettledActionData } from '../../components/ui/route-form.tsx'
import { restValue } from '../../graphql/rest-values.ts'
import {
  COMMAND_INTENTS,
  type CommandValues,
  commandToPayload,
  initialCommandValues,
} from './command-form.ts'
import { PROJECTS_SCREEN } from './ProjectForm.tsx'
import type { CommandData } from './queries.ts'
import { Card, ConfirmDialog, FormActions, HiddenFields, InstantSection, ItemCards, Muted } from './ui.tsx'

/**
 * Adds a command to a project or edits one: category, command line, description, example, tags, order.
 * It posts to the Projects screen's action, which writes through the REST API.
 */
export function CommandForm({
  projectId,
  command,
  onCancel,
}: {
  /** Id of the project the command belongs to (a new command is added to it). */
  projectId: string
  /** The command being edited, or null to add a new one. */
  command: CommandData | null
  /** Closes the form without saving. */
  onCancel: () => void
}) {
  const form = useRouteForm<CommandValues, ReturnType<typeof commandToPayload>>({
    idPrefix: 'command',
    intent: COMMAND_INTENTS.save,
    initial: () => initialCommandValues(projectId, command),
    schema: CommandInput,
    toPayload: commandToPayload,
    matches: (values) => values.id === (command?.id ?? ''),
  })
  const { field, bind } = form
  const input = (
    key: 'command' | 'description' | 'example' | 'tags' | 'order',
    label: string,
    hint?: string,
  ) => (
    <Field {...field(key)} label={label} hint={hint}>
      <Input {...bind(key)} />
    </Field>
  )
  return (
    <Card
      as={Form}
      {...form.form}
      action={PROJECTS_SCREEN}
      aria-label={command ? 'Edit command' : 'New command'}
    >
      <HiddenFields fields={{ intent: COMMAND_INTENTS.save, id: command?.id ?? '', projectId }} />
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
        <Button type="submit" $variant="primary" disabled={form.sending}>
          {command ? 'Update Command' : 'Add Command'}
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </Card>
  )
}

/** The project's commands inside the edit dialog: list, add, edit, delete, from the screen's loader. */
export function CommandsManager({
  projectId,
  commands,
}: {
  /** Id of the project whose commands are listed and edited. */
  projectId: string
  /** Its commands, in order. */
  commands: readonly CommandData[]
}) {
  const [editing, setEditing] = useState<CommandData | 'new' | null>(null)
  const [deleting, setDeleting] = useState<CommandData | null>(null)
  const submit = useSubmit()
  const answer = useSettledActionData()
  // A saved command closes its form, onto the list the router has read again.
  useEffect(() => {
    if (answer?.ok && answer.intent === COMMAND_INTENTS.save) setEditing(null)
  }, [answer])

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
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {commands.length === 0 ? <Muted>No commands yet.</Muted> : null}
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
        onConfirm={() =>
          deleting &&
          submit(
            { intent: COMMAND_INTENTS.delete, id: deleting.id },
            { method: 'post', action: PROJECTS_SCREEN },
          )
        }
      />
    </InstantSection>
  )
}
