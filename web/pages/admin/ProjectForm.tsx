import { COLOR_THEMES, PROJECT_STATUSES } from '../../../src/shared/enums.ts'
import { ProjectInput } from '../../../src/shared/inputs/projects.ts'
import { blankToNull, splitCommas, splitLines } from '../../../src/shared/lists.ts'
import { projectPalette } from '../../components/project/color-themes.ts'
import { Button } from '../../components/ui/Button.tsx'
import { ErrorText, Field, FormGrid, Input, Select, Textarea } from '../../components/ui/Field.tsx'
import { useResourceForm } from '../../components/ui/use-resource-form.ts'
import { restValue } from '../../graphql/rest-values.ts'
import type { ProjectData } from '../../graphql/types.ts'
import { useAdminWrite } from './feedback.ts'
import { IconPicker } from './IconPicker.tsx'
import { DialogFooter } from './ui.tsx'

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
  iconName: string
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
    iconName: project?.iconName ?? '',
  }
}

/** Spec section 5's form rules; the result is checked against the same schema the server uses. */
function toPayload(values: Values) {
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
    iconName: blankToNull(values.iconName),
  }
}

interface Props {
  project: ProjectData | null
  onSaved: () => void
  onCancel: () => void
}

export function ProjectForm({ project, onSaved, onCancel }: Props) {
  const write = useAdminWrite({
    noun: 'Project',
    updateUrl: project ? `/api/projects/${project.id}` : null,
    createUrl: '/api/projects',
    redirectOnUnauthorized: true,
  })
  const form = useResourceForm({
    initial: () => initialValues(project),
    schema: ProjectInput,
    toPayload,
    onSaved,
    ...write,
  })
  const { field, bind } = form

  return (
    <form
      method="post"
      onSubmit={form.submit}
      noValidate
      aria-label={project ? 'Project details' : 'New project'}
    >
      <FormGrid>
        <Field {...field('title')} label="Title" wide>
          <Input {...bind('title')} />
        </Field>
        <Field
          {...field('description')}
          label="Description"
          hint="A short paragraph shown on cards and the detail page"
          wide
        >
          <Textarea {...bind('description')} />
        </Field>
        <Field {...field('technologies')} label="Technologies" hint="Comma-separated" wide>
          <Input {...bind('technologies')} />
        </Field>
        <Field {...field('features')} label="Features" hint="One per line" wide>
          <Textarea {...bind('features')} />
        </Field>
        <Field {...field('challenges')} label="Challenges" hint="One per line" wide>
          <Textarea {...bind('challenges')} />
        </Field>
        <Field {...field('results')} label="Results" hint="One per line" wide>
          <Textarea {...bind('results')} />
        </Field>
        <Field {...field('duration')} label="Duration">
          <Input {...bind('duration')} />
        </Field>
        <Field {...field('role')} label="Role">
          <Input {...bind('role')} />
        </Field>
        <Field {...field('status')} label="Status">
          <Select {...bind('status')} options={['', ...PROJECT_STATUSES]} labels={{ '': 'None' }} />
        </Field>
        <Field {...field('colorTheme')} label="Color Theme">
          <Select {...bind('colorTheme')} options={COLOR_THEMES} />
        </Field>
        <Field {...field('demoUrl')} label="Demo URL">
          <Input type="url" {...bind('demoUrl')} />
        </Field>
        <Field {...field('githubUrl')} label="GitHub URL">
          <Input type="url" {...bind('githubUrl')} />
        </Field>
        <Field {...field('order')} label="Order">
          <Input type="number" {...bind('order')} />
        </Field>
        <div className="wide">
          <IconPicker
            title={form.values.title}
            accent={projectPalette(form.values.colorTheme).accent}
            {...bind('iconName')}
          />
          {form.errors.iconName ? <ErrorText role="alert">{form.errors.iconName}</ErrorText> : null}
        </div>
      </FormGrid>
      <DialogFooter onCancel={onCancel}>
        <Button type="submit" $variant="primary" disabled={form.saving}>
          {form.saving ? 'Saving...' : project ? 'Update Project' : 'Create Project'}
        </Button>
      </DialogFooter>
    </form>
  )
}
