import { Plus } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Form, useActionData, useSearchParams } from 'react-router'
import { COMMAND_CATEGORIES } from '../../../src/shared/enums.ts'
import { CommandInput } from '../../../src/shared/inputs/commands.ts'
import type { ActionData } from '../../app/route-action.ts'
import { Button } from '../../components/ui/Button.tsx'
import { Field, FormGrid, Input, Select } from '../../components/ui/Field.tsx'
import { useRouteForm, useSettledActionData } from '../../components/ui/route-form.tsx'
import { restValue } from '../../graphql/rest-values.ts'
import { useHydrated } from '../../lib/browser-env.ts'
import {
  COMMAND_INTENTS,
  type CommandValues,
  commandToPayload,
  initialCommandValues,
} from './command-form.ts'
import { RowActions } from './editable-list.tsx'
import { PROJECTS_SCREEN, projectPage } from './ProjectForm.tsx'
import type { CommandData } from './queries.ts'
import { ButtonOrLink, Card, FormActions, HiddenFields, InstantSection, ItemCards, Muted } from './ui.tsx'

/** That page with a command's form open (`new` for a new one). */
const commandPage = (projectId: string, commandId: string) =>
  `${projectPage(projectId)}&command=${encodeURIComponent(commandId)}`

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
  /** Closes the form without saving; without it (the page's own form, no JavaScript) Cancel is a link. */
  onCancel?: () => void
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
      // Without JavaScript the answer is the project's page again, its form closed (or open with errors).
      action={onCancel ? PROJECTS_SCREEN : projectPage(projectId)}
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
        <ButtonOrLink onClick={onCancel} to={projectPage(projectId)}>
          Cancel
        </ButtonOrLink>
      </FormActions>
    </Card>
  )
}

/**
 * Which command's form the page without JavaScript shows: the last failed save's (its errors and what
 * was typed), else the address's `&command=ID` (or `new`).
 */
function inlineCommand(
  commands: readonly CommandData[],
  params: URLSearchParams,
  answer: ActionData<{ id: string }> | undefined,
): CommandData | 'new' | null {
  const failedId = answer?.intent === COMMAND_INTENTS.save && !answer.ok ? answer.values?.id : undefined
  const id = failedId ?? params.get('command')
  if (id === '' || id === 'new') return 'new'
  return id ? (commands.find((c) => c.id === id) ?? null) : null
}

/**
 * The project's commands, from the screen's loader: list, add, edit, delete. In the edit dialog with
 * JavaScript; on the project's own page without it, where Add and Edit are links and Delete asks on the
 * page.
 */
export function CommandsManager({
  projectId,
  commands,
}: {
  /** Id of the project whose commands are listed and edited. */
  projectId: string
  /** Its commands, in order. */
  commands: readonly CommandData[]
}) {
  const [params] = useSearchParams()
  // Opened at its address (`&command=`), the form stays open once the script runs.
  const [editing, setEditing] = useState(() => inlineCommand(commands, params, undefined))
  const answer = useSettledActionData()
  const hydrated = useHydrated()
  const posted = useActionData() as ActionData<{ id: string }> | undefined
  // A saved command closes its form, onto the list the router has read again.
  useEffect(() => {
    if (answer?.ok && answer.intent === COMMAND_INTENTS.save) setEditing(null)
  }, [answer])
  const open = hydrated ? editing : inlineCommand(commands, params, posted)

  return (
    <InstantSection
      title="Commands"
      action={
        open !== null ? null : (
          <ButtonOrLink
            onClick={hydrated ? () => setEditing('new') : undefined}
            to={commandPage(projectId, 'new')}
          >
            <Plus aria-hidden size={16} /> Add Command
          </ButtonOrLink>
        )
      }
    >
      {open !== null ? (
        <CommandForm
          key={open === 'new' ? 'new' : open.id}
          projectId={projectId}
          command={open === 'new' ? null : open}
          onCancel={hydrated ? () => setEditing(null) : undefined}
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
        actions={(c) => (
          <RowActions
            list={{ hydrated, edit: setEditing }}
            editTo={commandPage(projectId, c.id)}
            item={c}
            name={`command ${c.command}`}
            deleteTitle="Delete command?"
            deleteText={`Are you sure you want to delete "${c.command}"? This action cannot be undone.`}
            deleteIntent={COMMAND_INTENTS.delete}
            iconOnly={hydrated}
          />
        )}
      />
    </InstantSection>
  )
}
