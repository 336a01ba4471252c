import { WORK_EXPERIENCE_TYPES } from '../../../src/shared/enums.ts'
import { splitCommas, splitLines } from '../../../src/shared/lists.ts'
import { text } from '../../app/route-action.ts'
import { restValue } from '../../graphql/rest-values.ts'
import type { WorkExperienceData } from '../../graphql/types.ts'

/** The Work experience form's fields as typed; `id` is the entry being edited ('' for a new one). */
export interface WorkValues {
  id: string
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

export const initialWorkValues = (w: WorkExperienceData | null): WorkValues => ({
  id: w?.id ?? '',
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

/** The posted form, as typed. */
export const readWorkForm = (formData: FormData) =>
  Object.fromEntries(
    Object.keys(initialWorkValues(null)).map((name) => [name, text(formData, name)]),
  ) as unknown as WorkValues

/** The REST body (PUT/POST /api/work-experiences): lists split, the order a number. */
export const workToPayload = (v: WorkValues) => ({
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
