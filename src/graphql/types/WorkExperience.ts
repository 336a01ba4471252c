import { listWorkExperiences } from '../../modules/work-experiences/service.ts'
import type { WorkExperience } from '../../shared/models/work-experiences.ts'
import { builder } from '../builder.ts'
import { WorkExperienceTypeEnum } from './enums.ts'

const WorkExperienceRef = builder.objectRef<WorkExperience>('WorkExperience').implement({
  description: 'A position on the work experience timeline. The last one in the list is the current role.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique id of the position.' }),
    type: t.expose('type', {
      type: WorkExperienceTypeEnum,
      description: 'Whether this is the current role or a past one.',
    }),
    position: t.exposeString('position', { description: 'Job title.' }),
    company: t.exposeString('company', { description: 'Employer.' }),
    location: t.exposeString('location', { description: 'Place of work, e.g. a city or "Remote".' }),
    duration: t.exposeString('duration', { description: 'Display text, e.g. "2 yrs 3 mos".' }),
    startDate: t.exposeString('startDate', { description: 'Display text, e.g. "Jan 2022".' }),
    endDate: t.exposeString('endDate', { description: 'Display text, e.g. "Present".' }),
    description: t.exposeStringList('description', { description: 'Bullet lines.' }),
    technologies: t.exposeStringList('technologies', { description: 'Technologies used, shown as tags.' }),
    order: t.exposeInt('order', { description: 'Position on the timeline (ascending).' }),
  }),
})

builder.queryFields((t) => ({
  workExperiences: t.field({
    type: [WorkExperienceRef],
    description: 'The timeline, oldest first; the last item is the current role.',
    resolve: (_root, _args, ctx) => listWorkExperiences(ctx.deps.sql),
  }),
}))
