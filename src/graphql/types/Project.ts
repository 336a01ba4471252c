import { AppError } from '../../errors.ts'
import { commandsByProject } from '../../modules/commands/service.ts'
import { getProject, listProjects } from '../../modules/projects/service.ts'
import type { Project } from '../../shared/models/projects.ts'
import { builder } from '../builder.ts'
import { CommandRef } from './Command.ts'
import { DateTime } from './DateTime.ts'
import { ProjectStatusEnum } from './enums.ts'

const ProjectRef = builder.objectRef<Project>('Project').implement({
  description: 'A portfolio project as shown on the home strip, the project list and the detail page.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique id; the detail page is /project/{id}.' }),
    title: t.exposeString('title', { description: 'Project name.' }),
    description: t.exposeString('description', { description: 'What the project does, one paragraph.' }),
    technologies: t.exposeStringList('technologies', { description: 'Technologies used, in display order.' }),
    features: t.exposeStringList('features', { description: 'Key features, one sentence each.' }),
    challenges: t.exposeStringList('challenges', { description: 'Challenges met while building it.' }),
    results: t.exposeStringList('results', { description: 'Outcomes and results.' }),
    duration: t.exposeString('duration', { nullable: true, description: 'How long it took, free text.' }),
    role: t.exposeString('role', { nullable: true, description: "The owner's role on the project." }),
    status: t.expose('status', {
      type: ProjectStatusEnum,
      nullable: true,
      description: 'Where the project stands; null when not set.',
    }),
    demoUrl: t.exposeString('demoUrl', { nullable: true, description: 'Live demo address.' }),
    githubUrl: t.exposeString('githubUrl', { nullable: true, description: 'Source code address.' }),
    colorTheme: t.exposeString('colorTheme', {
      description: 'Accent colour: blue, green, purple, orange, red, yellow, pink, indigo, cyan or emerald.',
    }),
    order: t.exposeInt('order', { description: 'Position in lists (ascending).' }),
    iconUrl: t.exposeString('iconUrl', { nullable: true, description: 'Uploaded icon image, if any.' }),
    iconName: t.exposeString('iconName', {
      nullable: true,
      description: 'Named icon used when there is no iconUrl (utensils, timer, cloud, ...).',
    }),
    heroImageUrl: t.exposeString('heroImageUrl', { nullable: true, description: 'Uploaded hero image.' }),
    screenshotUrls: t.exposeStringList('screenshotUrls', { description: 'Screenshots in display order.' }),
    createdAt: t.expose('createdAt', { type: DateTime, description: 'When the project was created.' }),
    updatedAt: t.expose('updatedAt', { type: DateTime, description: 'When the project was last changed.' }),
    commands: t.loadableList({
      type: CommandRef,
      description: 'Documented commands of this project, in order.',
      // One query for the commands of every project in the result, not one per project.
      load: async (ids: number[], ctx) => {
        const byProject = await commandsByProject(ctx.deps.sql, ids)
        return ids.map((id) => byProject.get(id) ?? [])
      },
      resolve: (project) => project.id,
    }),
  }),
})

builder.queryFields((t) => ({
  projects: t.field({
    type: [ProjectRef],
    description: 'Every project, in display order.',
    resolve: (_root, _args, ctx) => listProjects(ctx.deps.sql),
  }),
  project: t.field({
    type: ProjectRef,
    nullable: true,
    description: 'One project by id; null when there is no such project.',
    args: { id: t.arg.id({ required: true, description: 'The project id (as in /project/{id}).' }) },
    resolve: async (_root, args, ctx) => {
      try {
        return await getProject(ctx.deps.sql, String(args.id))
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null
        throw error
      }
    },
  }),
}))
