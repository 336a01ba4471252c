import { PROJECT_STATUSES } from '../../../src/shared/enums.ts'
import { blankToNull, splitCommas, splitLines } from '../../../src/shared/lists.ts'
import { text } from '../../app/route-action.ts'
import { restValue } from '../../graphql/rest-values.ts'
import type { ProjectData } from '../../graphql/types.ts'

/** The project form's fields as typed; `id` is the project being edited ('' for a new one). */
export interface ProjectValues {
  id: string
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

export function initialProjectValues(project: ProjectData | null): ProjectValues {
  return {
    id: project?.id ?? '',
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

/** The posted form, as typed. */
export const readProjectForm = (formData: FormData) =>
  Object.fromEntries(
    Object.keys(initialProjectValues(null)).map((name) => [name, text(formData, name)]),
  ) as unknown as ProjectValues

/** The form rules of docs/spec.md §5; the result is checked against the schema the server uses. */
export function projectToPayload(values: ProjectValues) {
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
