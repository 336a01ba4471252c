import { describe, expect, test } from 'bun:test'
import type { Project } from '../../shared/models/projects.ts'
import { seededAppForFile } from '../../testing/admin-test-users.ts'

const { users, send } = seededAppForFile()

const full = {
  title: '  Vector search  ',
  description: 'Semantic search over notes',
  technologies: [' Python ', '', 'PostgreSQL'],
  features: ['Fast', '  '],
  challenges: [],
  results: ['Shipped'],
  duration: '',
  role: 'Lead',
  status: 'in-progress',
  demoUrl: 'https://demo.example.com',
  githubUrl: null,
  colorTheme: 'emerald',
  order: 3,
}

describe('project writes', () => {
  let created: Project

  test('POST creates and answers the saved project, lists cleaned, blanks null', async () => {
    const response = await send('POST', '/api/projects', full)
    expect(response.status).toBe(201)
    created = (await response.json()) as Project
    expect(created).toMatchObject({
      title: 'Vector search',
      technologies: ['Python', 'PostgreSQL'],
      features: ['Fast'],
      duration: null,
      role: 'Lead',
      status: 'in-progress',
      colorTheme: 'emerald',
      order: 3,
      iconUrl: null,
      screenshotUrls: [],
    })
    expect(((await (await users.app.fetch(`/api/projects/${created.id}`)).json()) as Project).title).toBe(
      'Vector search',
    )
  })

  test('only title and description are required; order defaults to 0 and colour to blue', async () => {
    const response = await send('POST', '/api/projects', { title: 'Tiny', description: 'Minimal' })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ order: 0, colorTheme: 'blue', status: null, demoUrl: null })
  })

  test('PUT accepts the object GET returns and ignores read-only and media fields', async () => {
    const current = (await (await users.app.fetch(`/api/projects/${created.id}`)).json()) as Project
    const response = await send('PUT', `/api/projects/${created.id}`, {
      ...current,
      id: 999,
      iconUrl: '/media/evil.png',
      screenshotUrls: ['/x.png'],
      createdAt: '2000-01-01T00:00:00.000Z',
      title: 'Vector search v2',
    })
    expect(response.status).toBe(200)
    const saved = (await response.json()) as Project
    expect(saved).toMatchObject({
      id: created.id,
      title: 'Vector search v2',
      iconUrl: null,
      screenshotUrls: [],
    })
    expect(saved.createdAt).toBe(current.createdAt)
  })

  test('bad input is a 400 naming each field, and nothing changes', async () => {
    const before = await (await users.app.fetch(`/api/projects/${created.id}`)).json()
    const response = await send('PUT', `/api/projects/${created.id}`, {
      title: '   ',
      description: 'x',
      demoUrl: 'not a url',
      status: 'done',
      colorTheme: 'black',
      order: 'first',
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; errors: { field: string }[] }
    expect(body.errors.map((e) => e.field).sort()).toEqual([
      'colorTheme',
      'demoUrl',
      'order',
      'status',
      'title',
    ])
    expect(await (await users.app.fetch(`/api/projects/${created.id}`)).json()).toEqual(before)
    expect((await send('POST', '/api/projects', { title: 'No description' })).status).toBe(400)
  })

  test('401 signed out, 403 for a non-admin, 404 for unknown ids', async () => {
    for (const [method, path] of [
      ['POST', '/api/projects'],
      ['PUT', `/api/projects/${created.id}`],
      ['DELETE', `/api/projects/${created.id}`],
    ] as const) {
      expect((await send(method, path, full, '')).status).toBe(401)
      expect((await send(method, path, full, users.member)).status).toBe(403)
    }
    expect((await send('PUT', '/api/projects/9999', full)).status).toBe(404)
    expect((await send('DELETE', '/api/projects/abc')).status).toBe(404)
    expect((await users.app.fetch(`/api/projects/${created.id}`)).status).toBe(200)
  })

  test('DELETE removes it; the public pages show every change on their next load', async () => {
    const page = async () => await (await users.app.fetch('/projects')).text()
    expect(await page()).toContain('Vector search v2')
    expect((await send('DELETE', `/api/projects/${created.id}`)).status).toBe(200)
    expect(await page()).not.toContain('Vector search v2')
    expect((await send('DELETE', `/api/projects/${created.id}`)).status).toBe(404)
  })
})
