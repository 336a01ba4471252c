import { Pencil, Plus, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useQuery } from 'urql'
import { COMMAND_CATEGORIES } from '../../../src/shared/enums.ts'
import { fieldErrors } from '../../../src/shared/field-errors.ts'
import { CommandInput } from '../../../src/shared/inputs/commands.ts'
import { blankToNull, splitCommas } from '../../../src/shared/lists.ts'
import { useToast } from '../../components/toast/Toaster.tsx'
import { restValue } from '../../graphql/rest-values.ts'
import { apiRequest } from '../../lib/api.ts'
import { useWriteFailure } from './feedback.ts'
import { type CommandData, PROJECT_COMMANDS_QUERY, type ProjectCommandsResult } from './queries.ts'
import {
  Button,
  Card,
  ConfirmDialog,
  Field,
  FormActions,
  FormGrid,
  ItemList,
  Muted,
  Row,
  SectionTitle,
  SpreadRow,
} from './ui.tsx'

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

export function CommandForm({
  projectId,
  command,
  onDone,
}: {
  projectId: string
  command: CommandData | null
  onDone: (saved: boolean) => void
}) {
  const id = useId()
  const { toast } = useToast()
  const fail = useWriteFailure()
  const [values, setValues] = useState(() => initialValues(command))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const payload = toPayload(values)
    const problems = fieldErrors(CommandInput, payload)
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])))
    if (problems.length > 0) return
    try {
      if (command) {
        await apiRequest('PUT', `/api/commands/${command.id}`, payload)
        toast({ title: 'Command updated successfully!' })
      } else {
        await apiRequest('POST', `/api/projects/${projectId}/commands`, {
          projectId: Number(projectId),
          ...payload,
        })
        toast({ title: 'Command created successfully!' })
      }
      onDone(true)
    } catch (error) {
      fail(error, command ? 'Failed to update command' : 'Failed to create command', {
        redirectOnUnauthorized: false,
      })
    }
  }

  const input = (key: keyof Values, label: string, hint?: string) => (
    <Field id={`${id}-${key}`} label={label} hint={hint} error={errors[key]}>
      <input id={`${id}-${key}`} value={values[key]} onChange={set(key)} />
    </Field>
  )
  return (
    <Card as="form" onSubmit={submit} noValidate aria-label={command ? 'Edit command' : 'New command'}>
      <FormGrid>
        {input('command', 'Command')}
        {input('description', 'Command description')}
        <Field id={`${id}-category`} label="Category" error={errors.category}>
          <select id={`${id}-category`} value={values.category} onChange={set('category')}>
            {COMMAND_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        {input('example', 'Example', 'Optional')}
        {input('tags', 'Tags', 'Comma-separated, optional')}
        {input('order', 'Command order')}
      </FormGrid>
      <FormActions>
        <Button type="submit" $variant="primary">
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
export function CommandsManager({ projectId }: { projectId: string }) {
  const { toast } = useToast()
  const fail = useWriteFailure()
  const [{ data, fetching }, reexecute] = useQuery<ProjectCommandsResult>({
    query: PROJECT_COMMANDS_QUERY,
    variables: { id: projectId },
    requestPolicy: 'network-only',
  })
  const [editing, setEditing] = useState<CommandData | 'new' | null>(null)
  const [deleting, setDeleting] = useState<CommandData | null>(null)
  const refresh = () => reexecute({ requestPolicy: 'network-only' })
  const commands = data?.project?.commands ?? []

  const remove = async (command: CommandData) => {
    try {
      await apiRequest('DELETE', `/api/commands/${command.id}`)
      toast({ title: 'Command deleted successfully!' })
      refresh()
    } catch (error) {
      fail(error, 'Failed to delete command', { redirectOnUnauthorized: false })
    }
  }

  return (
    <section aria-label="Commands">
      <SpreadRow>
        <SectionTitle>Commands</SectionTitle>
        {editing === null ? (
          <Button type="button" onClick={() => setEditing('new')}>
            <Plus aria-hidden size={16} /> Add Command
          </Button>
        ) : null}
      </SpreadRow>
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
      <ItemList aria-label="Project commands">
        {commands.map((c) => (
          <li key={c.id}>
            <Card>
              <SpreadRow>
                <div>
                  <code>{c.command}</code>
                  <Muted>
                    {c.category} · {c.description}
                    {c.tags?.length ? ` · ${c.tags.join(', ')}` : ''}
                  </Muted>
                  {c.example ? <Muted>Example: {c.example}</Muted> : null}
                </div>
                <Row>
                  <Button
                    type="button"
                    onClick={() => setEditing(c)}
                    aria-label={`Edit command ${c.command}`}
                  >
                    <Pencil aria-hidden size={16} />
                  </Button>
                  <Button
                    type="button"
                    $variant="danger"
                    onClick={() => setDeleting(c)}
                    aria-label={`Delete command ${c.command}`}
                  >
                    <Trash2 aria-hidden size={16} />
                  </Button>
                </Row>
              </SpreadRow>
            </Card>
          </li>
        ))}
      </ItemList>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete command?"
        text={`Are you sure you want to delete "${deleting?.command ?? ''}"? This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  )
}
