import type { Project } from '../../src/modules/projects/model.ts'
import type { WorkExperience } from '../../src/modules/work-experiences/model.ts'

/** Projects as the GraphQL documents select them (ids are strings in GraphQL). */
export type ProjectData = Omit<Project, 'id' | 'createdAt' | 'updatedAt'> & { id: string }
export type WorkExperienceData = Omit<WorkExperience, 'id'> & { id: string }

export interface ProjectsResult {
  projects: ProjectData[]
}
export interface ProjectResult {
  project: ProjectData | null
}
export interface WorkExperiencesResult {
  workExperiences: WorkExperienceData[]
}
