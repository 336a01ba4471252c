import { beforeAll, describe, expect, test } from 'bun:test'
import { createTestApp, type TestApp } from '../../testing/harness.ts'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp({}, { seed: true })
})

const graphql = async (query: string, variables?: Record<string, unknown>) => {
  const response = await app.fetch('/graphql', { method: 'POST', json: { query, variables } })
  // biome-ignore lint/suspicious/noExplicitAny: assertions below pin the shape
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: unknown[] } }
}

describe('project reads', () => {
  test('REST and GraphQL list the same projects in the same order', async () => {
    const rest = (await (await app.fetch('/api/projects')).json()) as { id: number; title: string }[]
    const { body } = await graphql('{ projects { id title } }')
    expect(rest).toHaveLength(6)
    expect(body.data.projects).toEqual(rest.map((p) => ({ id: String(p.id), title: p.title })))
  })

  test('one project by id, with every spec field', async () => {
    const response = await app.fetch('/api/projects/1')
    expect(response.status).toBe(200)
    const project = (await response.json()) as Record<string, unknown>
    for (const field of [
      'id',
      'title',
      'description',
      'technologies',
      'features',
      'challenges',
      'results',
      'duration',
      'role',
      'status',
      'demoUrl',
      'githubUrl',
      'colorTheme',
      'order',
      'iconUrl',
      'iconName',
      'heroImageUrl',
      'screenshotUrls',
    ]) {
      expect(project).toHaveProperty(field)
    }
  })

  test('unknown and malformed ids are JSON 404s', async () => {
    for (const id of ['999', 'abc', '1.5', '-1', '99999999999999999999']) {
      const response = await app.fetch(`/api/projects/${id}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(((await response.json()) as { message: string }).message).toBe('Project not found')
    }
  })

  test('commands of a project, and 404 for an unknown project', async () => {
    const commands = (await (await app.fetch('/api/projects/1/commands')).json()) as { projectId: number }[]
    expect(commands.length).toBeGreaterThan(0)
    expect(commands.every((c) => c.projectId === 1)).toBe(true)
    expect((await app.fetch('/api/projects/999/commands')).status).toBe(404)
  })

  test('GraphQL project(id) with commands; null for unknown or malformed ids', async () => {
    const { body } = await graphql(
      'query ($id: ID!) { project(id: $id) { title commands { command category } } }',
      {
        id: '1',
      },
    )
    expect(body.data.project.title).toBe('AI Meal Planner')
    expect(body.data.project.commands[0]).toEqual({ command: 'npm install', category: 'SETUP' })
    expect((await graphql('{ project(id: "999") { id } }')).body.data.project).toBeNull()
    expect((await graphql('{ project(id: "x") { id } }')).body.data.project).toBeNull()
  })

  test("GraphQL commands of every project in one read match each project's REST commands", async () => {
    const { body } = await graphql('{ projects { id status createdAt commands { id projectId } } }')
    const projects = body.data.projects as {
      id: string
      status: string | null
      createdAt: string
      commands: { id: string; projectId: string }[]
    }[]
    for (const project of projects) {
      const rest = (await (await app.fetch(`/api/projects/${project.id}/commands`)).json()) as {
        id: number
      }[]
      expect(project.commands).toEqual(rest.map((c) => ({ id: String(c.id), projectId: project.id })))
      const stored = (await (await app.fetch(`/api/projects/${project.id}`)).json()) as {
        status: string | null
        createdAt: string
      }
      const names: Record<string, string> = {
        planning: 'PLANNING',
        'in-progress': 'IN_PROGRESS',
        completed: 'COMPLETED',
        'on-hold': 'ON_HOLD',
      }
      expect(project.status).toBe(stored.status ? names[stored.status]! : null)
      expect(new Date(project.createdAt).toISOString()).toBe(new Date(stored.createdAt).toISOString())
    }
    expect(projects.some((p) => p.commands.length > 0)).toBe(true)
  })

  test('work experiences: REST and GraphQL agree, the last one is current', async () => {
    const rest = (await (await app.fetch('/api/work-experiences')).json()) as { id: number; type: string }[]
    const { body } = await graphql('{ workExperiences { id type } }')
    expect(rest.length).toBeGreaterThanOrEqual(3)
    expect(rest.at(-1)?.type).toBe('current')
    // GraphQL enum names for the same values REST answers.
    const names: Record<string, string> = { current: 'CURRENT', past: 'PAST' }
    expect(body.data.workExperiences).toEqual(rest.map((w) => ({ id: String(w.id), type: names[w.type] })))
  })
})
