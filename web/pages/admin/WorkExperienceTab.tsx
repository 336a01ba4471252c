import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useLoaderData } from 'react-router'
import { WORK_EXPERIENCE_TYPES } from '../../../src/shared/enums.ts'
import { WorkExperienceInput } from '../../../src/shared/inputs/work-experiences.ts'
import { splitCommas, splitLines } from '../../../src/shared/lists.ts'
import { Button } from '../../components/ui/Button.tsx'
import { Field, FormGrid, Input, Select, Textarea } from '../../components/ui/Field.tsx'
import { useApiAction, useResourceForm } from '../../components/ui/use-resource-form.ts'
import { restValue } from '../../graphql/rest-values.ts'
import type { WorkExperienceData } from '../../graphql/types.ts'
import { useAdminWrite, useWriteFailure } from './feedback.ts'
import type { adminWorkLoader } from './loader.ts'
import { useRefresh } from './refresh.ts'
import { ConfirmDialog, DialogFooter, FormDialog, ItemCards, ItemTitle, Muted, SpreadRow } from './ui.tsx'

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
  onCancel,
}: {
  item: WorkExperienceData | null
  onSaved: () => void
  onCancel: () => void
}) {
  const write = useAdminWrite({
    noun: 'Work experience',
    updateUrl: item ? `/api/work-experiences/${item.id}` : null,
    createUrl: '/api/work-experiences',
    redirectOnUnauthorized: true,
  })
  const form = useResourceForm({
    initial: () => initialValues(item),
    schema: WorkExperienceInput,
    toPayload,
    onSaved,
    ...write,
  })
  const { field, bind } = form
  const input = (key: Exclude<keyof Values, 'type'>, label: string, hint?: string) => (
    <Field {...field(key)} label={label} hint={hint}>
      <Input {...bind(key)} />
    </Field>
  )
  return (
    <form method="post" onSubmit={form.submit} noValidate aria-label="Work experience details">
      <FormGrid>
        {input('position', 'Position')}
        {input('company', 'Company')}
        {input('location', 'Location')}
        {input('duration', 'Duration')}
        {input('startDate', 'Start date')}
        {input('endDate', 'End date')}
        <Field {...field('description')} label="Description" hint="One bullet per line" wide>
          <Textarea rows={4} {...bind('description')} />
        </Field>
        <Field {...field('technologies')} label="Technologies" hint="Comma-separated" wide>
          <Input {...bind('technologies')} />
        </Field>
        <Field {...field('type')} label="Type">
          <Select {...bind('type')} options={WORK_EXPERIENCE_TYPES} />
        </Field>
        {input('order', 'Order')}
      </FormGrid>
      <DialogFooter onCancel={onCancel}>
        <Button type="submit" $variant="primary" disabled={form.saving}>
          {form.saving ? 'Saving...' : item ? 'Update Work Experience' : 'Create Work Experience'}
        </Button>
      </DialogFooter>
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
  const fail = useWriteFailure()
  const { run } = useApiAction()
  const [editing, setEditing] = useState<WorkExperienceData | 'new' | null>(null)
  const [deleting, setDeleting] = useState<WorkExperienceData | null>(null)

  const remove = (item: WorkExperienceData) =>
    run('DELETE', `/api/work-experiences/${item.id}`, undefined, {
      onSaved: onChanged,
      success: { title: 'Work experience deleted successfully!' },
      onFailed: (error) => fail(error, 'Failed to delete work experience', { redirectOnUnauthorized: true }),
    })

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
      <ItemCards
        items={items}
        heading={(item) => (
          <ItemTitle>
            {item.position} · {item.company}
          </ItemTitle>
        )}
        details={(item) => (
          <Muted>
            {item.duration} · {item.location} · {restValue(WORK_EXPERIENCE_TYPES, item.type)}
          </Muted>
        )}
        name={(item) => `${item.position} at ${item.company}`}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
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
          onCancel={() => setEditing(null)}
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

/** /admin/work, from its route's loader. */
export function WorkExperienceScreen() {
  const { workExperiences } = useLoaderData<typeof adminWorkLoader>()
  return <WorkExperienceTab items={workExperiences} onChanged={useRefresh()} />
}
