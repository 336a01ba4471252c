import { SAMPLE_PROJECTS, SAMPLE_WORK_EXPERIENCES } from '../src/modules/sample-content/content.ts'
import { projectData, workExperienceData } from '../web/graphql/rest-values.ts'

/** The first-run sample content, shaped as the GraphQL queries (public pages and admin panel) return it. */
export const sampleProjects = SAMPLE_PROJECTS.map(({ commands: _commands, ...p }, i) =>
  projectData({ ...p, id: i + 1 }),
)

export const sampleWorkExperiences = SAMPLE_WORK_EXPERIENCES.map((w, i) =>
  workExperienceData({ ...w, id: i + 1 }),
)
