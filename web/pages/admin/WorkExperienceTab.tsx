import { Pencil, Plus, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { WORK_EXPERIENCE_TYPES } from '../../../src/shared/enums.ts'
import { fieldErrors } from '../../../src/shared/field-errors.ts'
import { WorkExperienceInput } from '../../../src/shared/inputs/work-experiences.ts'
import { splitCommas, splitLines } from '../../../src/shared/lists.ts'
import { useToast } from '../../components/toast/Toaster.tsx'
import { restValue } from '../../graphql/rest-values.ts'
import type { WorkExperienceData } from '../../graphql/types.ts'
import { apiRequest } from '../../lib/api.ts'
import { useWriteFailure } from './feedback.ts'
import {
  Button,
  Card,
  ConfirmDialog,
  Field,
  FormActions,
  FormDialog,
  FormGrid,
  ItemList,
  ItemTitle,
  Muted,
  Row,
  SpreadRow,
} from './ui.tsx'

interface Values {
  type: string
  position: string
  company: string
  location: string
  duration: string
  startDate: string
  endDate: string
  description: string
  technologies: string
  order: string
}

const initialValues = (w: WorkExperienceData | null): Values => ({
  type: w ? restValue(WORK_EXPERIENCE_TYPES, w.type) : 'past',
  position: w?.position ?? '',
  company: w?.company ?? '',
  location: w?.location ?? '',
  duration: w?.duration ?? '',
  startDate: w?.startDate ?? '',
  endDate: w?.endDate ?? '',
  description: w?.description.join('\n') ?? '',
  technologies: w?.technologies.join(', ') ?? '',
  order: String(w?.order ?? 0),
})

const toPayload = (v: Values) => ({
  type: v.type,
  position: v.position.trim(),
  company: v.company.trim(),
  location: v.location.trim(),
  duration: v.duration.trim(),
  startDate: v.startDate.trim(),
  endDate: v.endDate.trim(),
  description: splitLines(v.description),
  technologies: splitCommas(v.technologies),
  order: v.order.trim() === '' ? 0 : Number(v.order),
})

export function WorkExperienceForm({
  item,
  onSaved,
}: {
  item: WorkExperienceData | null
  onSaved: () => void
}) {
  const id = useId()
  const { toast } = useToast()
  const fail = useWriteFailure()
  const [values, setValues] = useState(() => initialValues(item))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const payload = toPayload(values)
    const problems = fieldErrors(WorkExperienceInput, payload)
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])))
    if (problems.length > 0) return
    setSaving(true)
    try {
      if (item) {
        await apiRequest('PUT', `/api/work-experiences/${item.id}`, payload)
        toast({ title: 'Work experience updated successfully!' })
      } else {
        await apiRequest('POST', '/api/work-experiences', payload)
        toast({ title: 'Work experience created successfully!' })
      }
      onSaved()
    } catch (error) {
      fail(error, item ? 'Failed to update work experience' : 'Failed to create work experience', {
        redirectOnUnauthorized: true,
      })
    } finally {
      setSaving(false)
    }
  }

  const input = (key: keyof Values, label: string, hint?: string) => (
    <Field id={`${id}-${key}`} label={label} hint={hint} error={errors[key]}>
      <input id={`${id}-${key}`} value={values[key]} onChange={set(key)} />
    </Field>
  )
  return (
    <form onSubmit={submit} noValidate aria-label="Work experience details">
      <FormGrid>
        {input('position', 'Position')}
        {input('company', 'Company')}
        {input('location', 'Location')}
        {input('duration', 'Duration')}
        {input('startDate', 'Start date')}
        {input('endDate', 'End date')}
        <div className="wide">
          <Field
            id={`${id}-description`}
            label="Description"
            hint="One bullet per line"
            error={errors.description}
          >
            <textarea
              id={`${id}-description`}
              rows={4}
              value={values.description}
              onChange={set('description')}
            />
          </Field>
        </div>
        <div className="wide">{input('technologies', 'Technologies', 'Comma-separated')}</div>
        <Field id={`${id}-type`} label="Type" error={errors.type}>
          <select id={`${id}-type`} value={values.type} onChange={set('type')}>
            {WORK_EXPERIENCE_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
        {input('order', 'Order')}
      </FormGrid>
      <FormActions>
        <Button type="submit" $variant="primary" disabled={saving}>
          {saving ? 'Saving...' : item ? 'Update Work Experience' : 'Create Work Experience'}
        </Button>
      </FormActions>
    </form>
  )
}

export function WorkExperienceTab({
  items,
  onChanged,
}: {
  items: WorkExperienceData[]
  onChanged: () => void
}) {
  const { toast } = useToast()
  const fail = useWriteFailure()
  const [editing, setEditing] = useState<WorkExperienceData | 'new' | null>(null)
  const [deleting, setDeleting] = useState<WorkExperienceData | null>(null)

  const remove = async (item: WorkExperienceData) => {
    try {
      await apiRequest('DELETE', `/api/work-experiences/${item.id}`)
      toast({ title: 'Work experience deleted successfully!' })
      onChanged()
    } catch (error) {
      fail(error, 'Failed to delete work experience', { redirectOnUnauthorized: true })
    }
  }

  const current = editing && editing !== 'new' ? editing : null
  return (
    <section aria-labelledby="admin-work-heading">
      <SpreadRow>
        <h2 id="admin-work-heading">Work Experience</h2>
        <Button type="button" $variant="primary" onClick={() => setEditing('new')}>
          <Plus aria-hidden size={16} /> Add Work Experience
        </Button>
      </SpreadRow>
      {items.length === 0 ? <Muted>No work experience yet.</Muted> : null}
      <ItemList>
        {items.map((item) => (
          <li key={item.id}>
            <Card>
              <SpreadRow>
                <div>
                  <ItemTitle>
                    {item.position} · {item.company}
                  </ItemTitle>
                  <Muted>
                    {item.duration} · {item.location} · {item.type}
                  </Muted>
                </div>
                <Row>
                  <Button
                    type="button"
                    onClick={() => setEditing(item)}
                    aria-label={`Edit ${item.position} at ${item.company}`}
                  >
                    <Pencil aria-hidden size={16} /> Edit
                  </Button>
                  <Button
                    type="button"
                    $variant="danger"
                    onClick={() => setDeleting(item)}
                    aria-label={`Delete ${item.position} at ${item.company}`}
                  >
                    <Trash2 aria-hidden size={16} /> Delete
                  </Button>
                </Row>
              </SpreadRow>
            </Card>
          </li>
        ))}
      </ItemList>
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={current ? 'Edit Work Experience' : 'Add Work Experience'}
        description="Every field is required; the description takes one bullet per line."
      >
        <WorkExperienceForm
          item={current}
          onSaved={() => {
            setEditing(null)
            onChanged()
          }}
        />
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete work experience?"
        text={`Are you sure you want to delete "${deleting?.position ?? ''}" at ${deleting?.company ?? ''}? This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  )
}
