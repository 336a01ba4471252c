import type {
  CommandCategory,
  DashboardQuery,
  ProjectStatus,
  WorkExperienceType,
} from '../../schema/generated/graphql.ts'
import type { AdminProjectCommandsQuery } from '../../schema/generated/lazy/graphql.ts'
import { enumValueOf, FREQUENCIES, graphqlEnumName } from '../../src/shared/enums.ts'
import type { Command } from '../../src/shared/models/commands.ts'
import type { Subscription } from '../../src/shared/models/newsletter.ts'
import type { Project } from '../../src/shared/models/projects.ts'
import type { WorkExperience } from '../../src/shared/models/work-experiences.ts'
import type { ProjectData, WorkExperienceData } from './types.ts'

/**
 * GraphQL names enum values (IN_PROGRESS) while REST keeps the spec's values ('in-progress'). Reads come
 * through GraphQL and writes go through REST, so the admin and account forms convert at that seam.
 */
export function restValue<T extends string>(values: readonly T[], name: string): T {
  const value = enumValueOf(values, name)
  if (value === undefined) throw new Error(`${name} is none of ${values.join(', ')}`)
  return value
}

type CommandData = AdminProjectCommandsQuery['projects'][number]['commands'][number]

const enumName = <E extends string>(value: string) => graphqlEnumName(value) as E

type RestProject = Omit<Project, 'id' | 'createdAt' | 'updatedAt'> & { id: number | string }

/** A project as REST answers it (numeric id, the spec's status values), shaped as the GraphQL reads. */
export const projectData = (project: RestProject): ProjectData => ({
  ...project,
  id: String(project.id),
  status: project.status ? enumName<ProjectStatus>(project.status) : null,
})

export const workExperienceData = (
  experience: Omit<WorkExperience, 'id'> & { id: number | string },
): WorkExperienceData => ({
  ...experience,
  id: String(experience.id),
  type: enumName<WorkExperienceType>(experience.type),
})

export const commandData = (
  command: Omit<Command, 'id' | 'projectId'> & { id: number | string; projectId: number | string },
): CommandData => ({
  ...command,
  id: String(command.id),
  projectId: String(command.projectId),
  category: enumName<CommandCategory>(command.category),
})

/** The dashboard's subscription in the REST shape the newsletter form edits and sends back. */
export function restSubscription(
  subscription: DashboardQuery['newsletterSubscription'],
): Subscription | null {
  if (!subscription) return null
  return {
    ...subscription,
    preferences: {
      frequency: restValue(FREQUENCIES, subscription.preferences.frequency),
      topics: subscription.preferences.topics,
    },
  }
}
