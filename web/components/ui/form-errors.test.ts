import { beforeAll, expect, test } from 'bun:test'
import { ProjectInput } from '../../../src/shared/inputs/projects.ts'
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../../src/testing/harness.ts'
import { ApiError } from '../../lib/api.ts'
import { serverFieldErrors, validateWith } from './form-errors.ts'

let app: TestApp
beforeAll(async () => {
  app = await createTestApp()
})

/** The ApiError web/lib/api.ts throws for this answer. */
async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await response.text()
  return new ApiError(response.status, `${response.status}: ${text}`, text)
}

test('the form names the same fields, in the same words, as the REST handler refusing the payload', async () => {
  const cookie = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
  // What ProjectForm's toPayload builds from a form with a blank title and two bad URLs.
  const payload = {
    title: '',
    description: 'Image models',
    technologies: ['Python'],
    features: [],
    challenges: [],
    results: [],
    duration: null,
    role: null,
    status: null,
    demoUrl: 'not a url',
    githubUrl: 'github.com/x',
    colorTheme: 'blue',
    order: 0,
    iconName: null,
  }
  const client = validateWith(ProjectInput, payload)
  expect(Object.keys(client).sort()).toEqual(['demoUrl', 'githubUrl', 'title'])
  const response = await app.fetch('/api/projects', { method: 'POST', json: payload, headers: { cookie } })
  expect(response.status).toBe(400)
  expect(serverFieldErrors(await apiErrorOf(response))).toEqual(client)
})

test("a 409's field gets the server's message next to it", async () => {
  const person = {
    email: 'taken@example.com',
    firstName: 'Ada',
    lastName: 'Reader',
    username: 'taken-name',
    password: 'correct horse battery',
    frequency: 'monthly',
    topics: [],
  }
  expect((await app.fetch('/api/newsletter/signup', { method: 'POST', json: person })).status).toBe(201)
  const again = await app.fetch('/api/newsletter/signup', {
    method: 'POST',
    json: { ...person, email: 'other@example.com' },
  })
  expect(again.status).toBe(409)
  expect(serverFieldErrors(await apiErrorOf(again))).toEqual({ username: 'That username is already taken' })
})

test('answers that name no field give no field errors', async () => {
  const unauthorized = await app.fetch('/api/projects', { method: 'POST', json: { title: 'x' } })
  expect(unauthorized.status).toBe(401)
  expect(serverFieldErrors(await apiErrorOf(unauthorized))).toEqual({})
  expect(serverFieldErrors(new ApiError(502, '502: Bad Gateway', '<html>'))).toEqual({})
  expect(serverFieldErrors(new Error('offline'))).toEqual({})
})
