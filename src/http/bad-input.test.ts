import { beforeAll, describe, expect, test } from 'bun:test'
import type { TSchema } from '@sinclair/typebox'
import { LoginBody } from '../shared/inputs/auth.ts'
import { CommandInput } from '../shared/inputs/commands.ts'
import { ContactBody, HandledBody } from '../shared/inputs/contact.ts'
import { SignupBody, SubscribeBody } from '../shared/inputs/newsletter.ts'
import { ProjectInput } from '../shared/inputs/projects.ts'
import { WorkExperienceInput } from '../shared/inputs/work-experiences.ts'
import { ReorderScreenshotsInput } from '../shared/models/projects.ts'
import { cookieOf, createTestApp, signIn, TEST_ADMIN, type TestApp } from '../testing/harness.ts'

let app: TestApp
let admin: string
let reader: string
beforeAll(async () => {
  app = await createTestApp({}, { seed: true })
  admin = await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)
  const signup = await app.fetch('/api/newsletter/signup', { method: 'POST', json: person('reader') })
  reader = cookieOf(signup)
})

function person(username: string) {
  return {
    email: `${username}@example.com`,
    firstName: 'Ada',
    lastName: 'Reader',
    username,
    password: 'long enough',
  }
}

const project = { title: 'Fine', description: 'Fine', technologies: ['Bun'] }
const command = { command: 'npm test', description: 'Runs the tests', category: 'Testing' }
const workExperience = {
  type: 'past',
  position: 'Engineer',
  company: 'Acme',
  location: 'Remote',
  duration: '2 years',
  startDate: '2020',
  endDate: '2022',
  description: ['Built things'],
  technologies: ['TypeScript'],
}

const send = (method: string, path: string, json: unknown, cookie = admin) =>
  app.fetch(path, { method, json, headers: { cookie }, peer: `10.50.${Math.floor(Math.random() * 250)}.1` })

const body = async (response: Response) =>
  (await response.json()) as { message: string; errors?: { field: string; message: string }[] }

/** Every JSON body the REST API takes, with a valid payload and the text fields in it. */
const WRITES: {
  name: string
  method: string
  path: () => Promise<string>
  valid: Record<string, unknown>
  text: string[]
  cookie?: () => string
}[] = [
  {
    name: 'login',
    method: 'POST',
    path: async () => '/api/login',
    valid: { username: 'x', password: 'y' },
    text: ['username'],
  },
  {
    name: 'sign-up',
    method: 'POST',
    path: async () => '/api/newsletter/signup',
    valid: person('someone'),
    text: ['firstName', 'lastName', 'email', 'username'],
  },
  {
    name: 'create project',
    method: 'POST',
    path: async () => '/api/projects',
    valid: project,
    text: ['title', 'description', 'technologies.0'],
  },
  {
    name: 'update project',
    method: 'PUT',
    path: async () => '/api/projects/1',
    valid: { ...project, role: 'Lead', duration: '3 months', features: ['a'] },
    text: ['title', 'role', 'duration', 'features.0'],
  },
  {
    name: 'create command',
    method: 'POST',
    path: async () => '/api/projects/1/commands',
    valid: { ...command, tags: ['ci'], example: 'npm test' },
    text: ['command', 'description', 'example', 'tags.0'],
  },
  {
    name: 'update command',
    method: 'PUT',
    path: async () => {
      const [row] = await app.sql<{ id: number }[]>`SELECT id FROM commands ORDER BY id LIMIT 1`
      return `/api/commands/${row!.id}`
    },
    valid: command,
    text: ['command', 'description'],
  },
  {
    name: 'create work experience',
    method: 'POST',
    path: async () => '/api/work-experiences',
    valid: workExperience,
    text: ['position', 'company', 'description.0', 'technologies.0'],
  },
  {
    name: 'update work experience',
    method: 'PUT',
    path: async () => '/api/work-experiences/1',
    valid: workExperience,
    text: ['position', 'location'],
  },
  {
    name: 'subscribe',
    method: 'POST',
    path: async () => '/api/newsletter/subscribe',
    valid: { preferences: { frequency: 'weekly', topics: [] } },
    text: [],
    cookie: () => reader,
  },
  {
    name: 'contact message',
    method: 'POST',
    path: async () => '/api/contact',
    valid: { email: 'visitor@example.org', page: '/projects', website: '' },
    text: ['email', 'page', 'website'],
  },
  {
    name: 'mark a contact message handled',
    method: 'PUT',
    path: async () => '/api/contact-messages/1',
    valid: { handled: true },
    text: [],
  },
  {
    name: 'site settings',
    method: 'PUT',
    path: async () => '/api/site',
    valid: {
      ownerName: 'Ada Reader',
      jobTitle: 'Engineer',
      greetings: ['Hi.'],
      aboutFull: 'Long.',
      aboutShort: 'Short.',
      careerStart: '2020-01-01',
      statLabel: 'Cups of Tea',
      statValue: '∞',
      contactEmail: 'ada@example.com',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      githubUrl: 'https://github.com/ada',
      description: 'A site.',
    },
    text: ['ownerName', 'greetings.0', 'aboutFull', 'statValue'],
  },
  {
    name: 'reorder screenshots',
    method: 'PUT',
    path: async () => '/api/projects/1/reorder-screenshots',
    valid: { screenshotUrls: [] },
    text: [],
  },
]

function withValue(value: Record<string, unknown>, field: string, text: string): Record<string, unknown> {
  const copy = structuredClone(value)
  const [key, index] = field.split('.')
  if (index === undefined) copy[key!] = text
  else (copy[key!] as string[])[Number(index)] = text
  return copy
}

const snapshot = () =>
  app.sql`SELECT (SELECT count(*) FROM projects) AS p, (SELECT count(*) FROM commands) AS c,
    (SELECT count(*) FROM work_experiences) AS w, (SELECT count(*) FROM users) AS u,
    (SELECT count(*) FROM contact_messages) AS m,
    (SELECT string_agg(title, ',' ORDER BY id) FROM projects) AS titles`

describe('NUL and other control characters in a text field: 400 naming the field, nothing changes', () => {
  for (const write of WRITES) {
    for (const field of write.text) {
      test.each(['\u0000', '\u0001', '\u001b[31m', '\u007f'])(
        `${write.name}: ${field} with %j`,
        async (bad) => {
          const before = await snapshot()
          const value = withValue(write.valid, field, `Fine${bad}text`)
          const response = await send(write.method, await write.path(), value, write.cookie?.() ?? admin)
          expect(response.status).toBe(400)
          const { message, errors } = await body(response)
          // A list inside a union (tags: list or null) is reported as the whole list.
          const named = errors?.find((e) => field.startsWith(e.field))
          expect(named?.message).toStartWith('Must not contain control characters')
          expect(message).toContain(`${named?.field}: Must not contain control characters`)
          expect(await snapshot()).toEqual(before)
        },
      )
    }
  }

  test('tabs and line breaks are text like any other', async () => {
    const response = await send('POST', '/api/projects', {
      ...project,
      description: 'Line one\r\n\tLine two',
    })
    expect(response.status).toBe(201)
  })
})

describe('unknown keys in a body: 400 naming them, nothing changes', () => {
  test.each(WRITES.map((w) => [w.name, w] as const))('%s', async (_, write) => {
    const before = await snapshot()
    const response = await send(
      write.method,
      await write.path(),
      { ...write.valid, isAdmin: true, zzz: 1 },
      write.cookie?.() ?? admin,
    )
    expect(response.status).toBe(400)
    const { message, errors } = await body(response)
    expect(errors?.map((e) => e.field).sort()).toEqual(['isAdmin', 'zzz'])
    expect(message).toContain('isAdmin: Unknown field')
    expect(await snapshot()).toEqual(before)
  })

  test('preferences.__typename in the subscribe body is refused by name', async () => {
    const response = await send(
      'POST',
      '/api/newsletter/subscribe',
      { preferences: { frequency: 'weekly', topics: [], __typename: 'NewsletterPreferences' } },
      reader,
    )
    expect(response.status).toBe(400)
    expect((await body(response)).message).toContain('preferences.__typename: Unknown field')
  })

  test('every body schema refuses unknown keys and applies the text rule to each string', () => {
    const schemas: TSchema[] = [
      LoginBody,
      SignupBody,
      SubscribeBody,
      ProjectInput,
      ReorderScreenshotsInput,
      CommandInput,
      WorkExperienceInput,
      ContactBody,
      HandledBody,
    ]
    const walk = (schema: TSchema, path: string, out: string[]) => {
      if (schema.type === 'object') {
        if (schema.additionalProperties !== false) out.push(`${path}: open object`)
        for (const [key, child] of Object.entries(schema.properties as Record<string, TSchema>))
          walk(child, `${path}.${key}`, out)
      }
      if (schema.type === 'array') walk(schema.items as TSchema, `${path}[]`, out)
      for (const child of (schema.anyOf as TSchema[] | undefined) ?? []) walk(child, path, out)
      const writtenAsText =
        schema.type === 'string' && schema.const === undefined && !path.endsWith('.password')
      // Samples shaped like plain text, an e-mail address and a URL, each with a NUL inside.
      const samples = ['abc\u0000def', 'a\u0000b@c.de', 'https://a.example/\u0000']
      const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null
      if (writtenAsText && (!pattern || samples.some((sample) => pattern.test(sample))))
        out.push(`${path}: no text rule`)
    }
    const problems: string[] = []
    for (const schema of schemas) walk(schema, schema.$id ?? 'body', problems)
    expect(problems).toEqual([])
  })
})

describe('GraphQL string arguments never 500', () => {
  test.each(['\u0000', '1\u0000', '%ZZ', '9'.repeat(400), '\ud800', '-1', '1e3', ' 1'])(
    'project(id: %j)',
    async (id) => {
      const response = await app.fetch('/graphql', {
        method: 'POST',
        json: { query: 'query ($id: ID!) { project(id: $id) { id title } }', variables: { id } },
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ data: { project: null } })
    },
  )

  test('a NUL inside the document itself is a GraphQL syntax error, not a 500', async () => {
    const response = await app.fetch('/graphql', {
      method: 'POST',
      json: { query: '{ project(id: "\u0000") { id } }' },
    })
    expect(response.status).toBeLessThan(500)
  })
})
