import { SAMPLE_PROJECTS, SAMPLE_WORK_EXPERIENCES } from '../../src/modules/sample-content/content.ts'
import { commandData, projectData, workExperienceData } from '../../web/graphql/rest-values.ts'

/** The first-run sample content, shaped as the admin panel's GraphQL queries return it. */
export const sampleProjects = SAMPLE_PROJECTS.map(({ commands: _commands, ...p }, i) =>
  projectData({ ...p, id: i + 1 }),
)

export const sampleCommands = SAMPLE_PROJECTS[0]!.commands.map((c, i) =>
  commandData({ ...c, id: i + 1, projectId: 1 }),
)

export const sampleWorkExperiences = SAMPLE_WORK_EXPERIENCES.map((w, i) =>
  workExperienceData({ ...w, id: i + 1 }),
)

/** A self-contained SVG picture, so media stories show images without any file or network. */
export function placeholderImage(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue + 40} 70% 25%)"/>
</linearGradient></defs><rect width="320" height="200" fill="url(#g)"/>
<text x="160" y="108" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${label}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
