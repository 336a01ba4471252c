import { Form } from 'react-router'
import { COLOR_THEMES, PROJECT_STATUSES } from '../../../src/shared/enums.ts'
import { ProjectInput } from '../../../src/shared/inputs/projects.ts'
import { projectPalette } from '../../components/project/color-themes.ts'
import { Button } from '../../components/ui/Button.tsx'
import { ErrorText, Field, FormGrid, Input, Select, Textarea } from '../../components/ui/Field.tsx'
import { useRouteForm } from '../../components/ui/route-form.tsx'
import type { ProjectData } from '../../graphql/types.ts'
import { IconPicker } from './IconPicker.tsx'
import { initialProjectValues, type ProjectValues, projectToPayload } from './project-form.ts'
import { DialogFooter } from './ui.tsx'

/** The screen's address: the form posts here, and Cancel (without JavaScript) comes back here. */
export const PROJECTS_SCREEN = '/admin/projects'

/** A project's own page without JavaScript: its details, media and commands (docs/decisions/221). */
export const projectPage = (projectId: string) => `${PROJECTS_SCREEN}?edit=${encodeURIComponent(projectId)}`

interface Props {
  /** The project to edit, or null for a new one. */
  project: ProjectData | null
  /** Closes the dialog; without it (the page's own form) Cancel links back to the list. */
  onCancel?: () => void
}

/**
 * Create or edit a project's details. It posts to the screen's action (projectsAction) at
 * /admin/projects, with or without JavaScript: in the dialog with it, inline (?new=1, ?edit=ID) without.
 */
export function ProjectForm({ project, onCancel }: Props) {
  const form = useRouteForm<ProjectValues, ReturnType<typeof projectToPayload>>({
    idPrefix: 'project',
    intent: 'save',
    initial: () => initialProjectValues(project),
    matches: (values) => values.id === (project?.id ?? ''),
    schema: ProjectInput,
    toPayload: projectToPayload,
  })
  const { field, bind } = form

  return (
    <Form {...form.form} action={PROJECTS_SCREEN} aria-label={project ? 'Project details' : 'New project'}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={project?.id ?? ''} />
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
      <DialogFooter onCancel={onCancel} cancelTo={PROJECTS_SCREEN}>
        <Button type="submit" $variant="primary" disabled={form.sending}>
          {form.sending ? 'Saving...' : project ? 'Update Project' : 'Create Project'}
        </Button>
      </DialogFooter>
    </Form>
  )
}
