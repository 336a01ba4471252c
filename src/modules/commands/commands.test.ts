import { expect, test } from 'bun:test'
import type { Command } from '../../shared/models/commands.ts'
import { seededAppForFile } from '../../testing/admin-test-users.ts'

const { users, send } = seededAppForFile()

test('create, update and delete a command of a project', async () => {
  const response = await send('POST', '/api/projects/2/commands', {
    projectId: 1,
    command: ' docker compose up ',
    description: 'Starts everything',
    tags: [' docker', '', ' '],
    example: '',
  })
  expect(response.status).toBe(201)
  const created = (await response.json()) as Command
  expect(created).toMatchObject({
    projectId: 2,
    command: 'docker compose up',
    category: 'General',
    tags: ['docker'],
    example: null,
    order: 0,
  })

  const updated = await send('PUT', `/api/commands/${created.id}`, {
    ...created,
    category: 'Deployment',
    tags: ['', '  '],
    example: 'docker compose up -d',
  })
  expect(updated.status).toBe(200)
  expect(await updated.json()).toMatchObject({
    category: 'Deployment',
    tags: null,
    example: 'docker compose up -d',
  })

  const listed = (await (await users.app.fetch('/api/projects/2/commands')).json()) as Command[]
  expect(listed.find((c) => c.id === created.id)?.category).toBe('Deployment')

  expect((await send('DELETE', `/api/commands/${created.id}`)).status).toBe(200)
  expect((await send('DELETE', `/api/commands/${created.id}`)).status).toBe(404)
})

test('bad input is a 400 with field errors; unknown ids are 404; nothing changes', async () => {
  const before = await (await users.app.fetch('/api/projects/1/commands')).json()
  const bad = await send('POST', '/api/projects/1/commands', { command: '', category: 'Chores', order: 1.5 })
  expect(bad.status).toBe(400)
  const body = (await bad.json()) as { errors: { field: string }[] }
  expect(body.errors.map((e) => e.field).sort()).toEqual(['category', 'command', 'description', 'order'])
  expect(await (await users.app.fetch('/api/projects/1/commands')).json()).toEqual(before)
  const valid = { command: 'ls', description: 'Lists' }
  expect((await send('POST', '/api/projects/999/commands', valid)).status).toBe(404)
  expect((await send('PUT', '/api/commands/99999', valid)).status).toBe(404)
})

test('401 signed out and 403 for a non-admin on every command write', async () => {
  const valid = { command: 'ls', description: 'Lists' }
  for (const [method, path] of [
    ['POST', '/api/projects/1/commands'],
    ['PUT', '/api/commands/1'],
    ['DELETE', '/api/commands/1'],
  ] as const) {
    expect((await send(method, path, valid, '')).status).toBe(401)
    expect((await send(method, path, valid, users.member)).status).toBe(403)
  }
  expect((await send('GET', '/api/projects/1/commands', undefined, '')).status).toBe(200)
})

test('tags and example may be left out entirely', async () => {
  const response = await send('POST', '/api/projects/1/commands', { command: 'make', description: 'Builds' })
  expect(response.status).toBe(201)
  expect(await response.json()).toMatchObject({ tags: null, example: null, category: 'General', order: 0 })
})
