import { Form, useLoaderData } from 'react-router'
import { WORK_EXPERIENCE_TYPES } from '../../../src/shared/enums.ts'
import { WorkExperienceInput } from '../../../src/shared/inputs/work-experiences.ts'
import { Button } from '../../components/ui/Button.tsx'
import { Field, FormGrid, Input, Select, Textarea } from '../../components/ui/Field.tsx'
import { ActionFeedback, useRouteForm } from '../../components/ui/route-form.tsx'
import { restValue } from '../../graphql/rest-values.ts'
import type { WorkExperienceData } from '../../graphql/types.ts'
import { AddButton, EditForm, RowActions, useEditableList } from './editable-list.tsx'
import type { adminWorkLoader } from './loader.ts'
import { DialogFooter, ItemCards, ItemTitle, Muted, SpreadRow } from './ui.tsx'
import { initialWorkValues, type WorkValues, workToPayload } from './work-form.ts'

/** The screen's address: the forms post here, and Cancel (without JavaScript) comes back here. */
const SCREEN = '/admin/work'
const DESCRIPTION = 'Every field is required; the description takes one bullet per line.'

/**
 * Create or edit one entry. It posts to the screen's action (workAction) at /admin/work, with or without
 * JavaScript: in a dialog with it, inline on the page (?new=1, ?edit=ID) without it.
 */
export function WorkExperienceForm({
  item,
  onCancel,
}: {
  item: WorkExperienceData | null
  /** Closes the dialog; without it (the page's own form) Cancel links back to the list. */
  onCancel?: () => void
}) {
  const form = useRouteForm<WorkValues, ReturnType<typeof workToPayload>>({
    idPrefix: 'work',
    intent: 'save',
    initial: () => initialWorkValues(item),
    matches: (values) => values.id === (item?.id ?? ''),
    schema: WorkExperienceInput,
    toPayload: workToPayload,
  })
  const { field, bind } = form
  const input = (key: Exclude<keyof WorkValues, 'type' | 'id'>, label: string, hint?: string) => (
    <Field {...field(key)} label={label} hint={hint}>
      <Input {...bind(key)} />
    </Field>
  )
  return (
    <Form {...form.form} action={SCREEN} aria-label="Work experience details">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={item?.id ?? ''} />
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
      <DialogFooter onCancel={onCancel} cancelTo={SCREEN}>
        <Button type="submit" $variant="primary" disabled={form.sending}>
          {form.sending ? 'Saving...' : item ? 'Update Work Experience' : 'Create Work Experience'}
        </Button>
      </DialogFooter>
    </Form>
  )
}

/**
 * The work experience entries, each with Edit and Delete (which asks first). Every write posts to the
 * screen's action, with or without JavaScript; the router then loads the list again.
 */
export function WorkExperienceTab({
  items,
}: {
  /** Every position of the timeline, in display order. */
  items: WorkExperienceData[]
}) {
  const list = useEditableList(items)

  return (
    <section aria-labelledby="admin-work-heading">
      <SpreadRow>
        <h2 id="admin-work-heading">Work Experience</h2>
        <AddButton list={list} screen={SCREEN} label="Add Work Experience" />
      </SpreadRow>
      <ActionFeedback />
      <EditForm list={list} id="admin-work-form-heading" noun="Work Experience" note={() => DESCRIPTION}>
        {(item, onCancel) => <WorkExperienceForm key={item?.id ?? 'new'} item={item} onCancel={onCancel} />}
      </EditForm>
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
        actions={(item) => (
          <RowActions
            list={list}
            editTo={`${SCREEN}?edit=${encodeURIComponent(item.id)}`}
            item={item}
            name={`${item.position} at ${item.company}`}
            deleteTitle="Delete work experience?"
            deleteText={`Are you sure you want to delete "${item.position}" at ${item.company}? This action cannot be undone.`}
          />
        )}
      />
    </section>
  )
}

/** /admin/work, from its route's loader. */
export function WorkExperienceScreen() {
  const { workExperiences } = useLoaderData<typeof adminWorkLoader>()
  return <WorkExperienceTab items={workExperiences} />
}
