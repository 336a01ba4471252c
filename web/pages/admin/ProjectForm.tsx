import { type FormEvent, useId, useState } from 'react'
import { COLOR_THEMES, PROJECT_STATUSES } from '../../../src/shared/enums.ts'
import { fieldErrors } from '../../../src/shared/field-errors.ts'
import { ProjectInput } from '../../../src/shared/inputs/projects.ts'
import { blankToNull, splitCommas, splitLines } from '../../../src/shared/lists.ts'
import { useToast } from '../../components/toast/Toaster.tsx'
import { restValue } from '../../graphql/rest-values.ts'
import type { ProjectData } from '../../graphql/types.ts'
import { apiRequest } from '../../lib/api.ts'
import { useWriteFailure } from './feedback.ts'
import { Button, Field, FormActions, FormGrid } from './ui.tsx'

interface Values {
  title: string
  description: string
  technologies: string
  features: string
  challenges: string
  results: string
  duration: string
  role: string
  status: string
  demoUrl: string
  githubUrl: string
  colorTheme: string
  order: string
}

function initialValues(project: ProjectData | null): Values {
  return {
    title: project?.title ?? '',
    description: project?.description ?? '',
    technologies: project?.technologies.join(', ') ?? '',
    features: project?.features.join('\n') ?? '',
    challenges: project?.challenges.join('\n') ?? '',
    results: project?.results.join('\n') ?? '',
    duration: project?.duration ?? '',
    role: project?.role ?? '',
    status: project?.status ? restValue(PROJECT_STATUSES, project.status) : '',
    demoUrl: project?.demoUrl ?? '',
    githubUrl: project?.githubUrl ?? '',
    colorTheme: project?.colorTheme ?? 'blue',
    order: String(project?.order ?? 0),
  }
}

/** Spec section 5's form rules; the result is checked against the same schema the server uses. */
function toPayload(values: Values, project: ProjectData | null) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    technologies: splitCommas(values.technologies),
    features: splitLines(values.features),
    challenges: splitLines(values.challenges),
    results: splitLines(values.results),
    duration: blankToNull(values.duration),
    role: blankToNull(values.role),
    status: blankToNull(values.status),
    demoUrl: blankToNull(values.demoUrl),
    githubUrl: blankToNull(values.githubUrl),
    colorTheme: values.colorTheme,
    order: values.order.trim() === '' ? 0 : Number(values.order),
    iconName: project?.iconName ?? null,
  }
}

export function ProjectForm({ project, onSaved }: { project: ProjectData | null; onSaved: () => void }) {
  const id = useId()
  const { toast } = useToast()
  const fail = useWriteFailure()
  const [values, setValues] = useState(() => initialValues(project))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)

  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const payload = toPayload(values, project)
    const problems = fieldErrors(ProjectInput, payload)
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])))
    if (problems.length > 0) return
    setSaving(true)
    try {
      if (project) {
        await apiRequest('PUT', `/api/projects/${project.id}`, payload)
        toast({ title: 'Project updated successfully!' })
      } else {
        await apiRequest('POST', '/api/projects', payload)
        toast({ title: 'Project created successfully!' })
      }
      onSaved()
    } catch (error) {
      fail(error, project ? 'Failed to update project' : 'Failed to create project', {
        redirectOnUnauthorized: true,
      })
    } finally {
      setSaving(false)
    }
  }

  const text = (
    key: keyof Values,
    label: string,
    extra: { hint?: string; wide?: boolean; type?: string } = {},
  ) => (
    <div className={extra.wide ? 'wide' : undefined}>
      <Field id={`${id}-${key}`} label={label} hint={extra.hint} error={errors[key]}>
        <input
          id={`${id}-${key}`}
          type={extra.type ?? 'text'}
          value={values[key]}
          onChange={set(key)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        />
      </Field>
    </div>
  )
  const lines = (key: keyof Values, label: string, hint: string) => (
    <div className="wide">
      <Field id={`${id}-${key}`} label={label} hint={hint} error={errors[key]}>
        <textarea id={`${id}-${key}`} rows={3} value={values[key]} onChange={set(key)} />
      </Field>
    </div>
  )

  return (
    <form onSubmit={submit} noValidate aria-label={project ? 'Project details' : 'New project'}>
      <FormGrid>
        {text('title', 'Title', { wide: true })}
        {lines('description', 'Description', 'A short paragraph shown on cards and the detail page')}
        {text('technologies', 'Technologies', { hint: 'Comma-separated', wide: true })}
        {lines('features', 'Features', 'One per line')}
        {lines('challenges', 'Challenges', 'One per line')}
        {lines('results', 'Results', 'One per line')}
        {text('duration', 'Duration')}
        {text('role', 'Role')}
        <Field id={`${id}-status`} label="Status" error={errors.status}>
          <select id={`${id}-status`} value={values.status} onChange={set('status')}>
            <option value="">None</option>
            {PROJECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-colorTheme`} label="Color Theme" error={errors.colorTheme}>
          <select id={`${id}-colorTheme`} value={values.colorTheme} onChange={set('colorTheme')}>
            {COLOR_THEMES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        {text('demoUrl', 'Demo URL', { type: 'url' })}
        {text('githubUrl', 'GitHub URL', { type: 'url' })}
        {text('order', 'Order', { type: 'number' })}
      </FormGrid>
      <FormActions>
        <Button type="submit" $variant="primary" disabled={saving}>
          {saving ? 'Saving...' : project ? 'Update Project' : 'Create Project'}
        </Button>
      </FormActions>
    </form>
  )
}
