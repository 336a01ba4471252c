import { expect, test } from 'bun:test'
import type { WorkExperience } from '../../shared/models/work-experiences.ts'
import { seededAppForFile } from '../../testing/admin-test-users.ts'

const { users, send } = seededAppForFile()

const item = {
  position: 'ML Engineer',
  company: 'Acme Labs',
  location: 'Remote',
  duration: '2 years',
  startDate: '2024-01',
  endDate: 'Present',
  description: ['Built models', ''],
  technologies: ['Python', ' PyTorch '],
  type: 'current',
  order: 10,
}

test('create, update and delete a work experience', async () => {
  const response = await send('POST', '/api/work-experiences', item)
  expect(response.status).toBe(201)
  const created = (await response.json()) as WorkExperience
  expect(created).toMatchObject({
    position: 'ML Engineer',
    description: ['Built models'],
    technologies: ['Python', 'PyTorch'],
  })

  const updated = await send('PUT', `/api/work-experiences/${created.id}`, { ...created, company: 'Acme AI' })
  expect(updated.status).toBe(200)
  expect(await updated.json()).toMatchObject({ id: created.id, company: 'Acme AI' })
  const home = await (
    await users.app.fetch('/graphql', { method: 'POST', json: { query: '{ workExperiences { company } }' } })
  ).json()
  expect(JSON.stringify(home)).toContain('Acme AI')

  expect((await send('DELETE', `/api/work-experiences/${created.id}`)).status).toBe(200)
  expect((await send('DELETE', `/api/work-experiences/${created.id}`)).status).toBe(404)
})

test('every field is required; type defaults to past; blank-only lists are refused', async () => {
  const before = await (await users.app.fetch('/api/work-experiences')).json()
  const missing = await send('POST', '/api/work-experiences', { position: 'X' })
  expect(missing.status).toBe(400)
  const fields = ((await missing.json()) as { errors: { field: string }[] }).errors.map((e) => e.field).sort()
  expect(fields).toEqual([
    'company',
    'description',
    'duration',
    'endDate',
    'location',
    'startDate',
    'technologies',
  ])
  const blank = await send('POST', '/api/work-experiences', {
    ...item,
    description: ['  '],
    type: 'contract',
  })
  expect(blank.status).toBe(400)
  const blankLists = await send('POST', '/api/work-experiences', { ...item, technologies: [' '] })
  expect(blankLists.status).toBe(400)
  expect(((await blankLists.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('technologies')
  expect(await (await users.app.fetch('/api/work-experiences')).json()).toEqual(before)
  const { type: _type, ...withoutType } = item
  const defaulted = await send('POST', '/api/work-experiences', withoutType)
  expect(((await defaulted.json()) as WorkExperience).type).toBe('past')
})

test('401, 403 and 404 on work-experience writes', async () => {
  for (const [method, path] of [
    ['POST', '/api/work-experiences'],
    ['PUT', '/api/work-experiences/1'],
    ['DELETE', '/api/work-experiences/1'],
  ] as const) {
    expect((await send(method, path, item, '')).status).toBe(401)
    expect((await send(method, path, item, users.member)).status).toBe(403)
  }
  expect((await send('PUT', '/api/work-experiences/9999', item)).status).toBe(404)
  expect((await send('DELETE', '/api/work-experiences/0')).status).toBe(404)
})
