import { beforeAll, describe, expect, test } from 'bun:test'
import { Kind, type OperationDefinitionNode, parse, print } from 'graphql'
import { createYoga } from 'graphql-yoga'
import * as generated from '../../../schema/generated/graphql.ts'
import * as lazyGenerated from '../../../schema/generated/lazy/graphql.ts'
import { createGraphQLContext } from '../../graphql/context.ts'
import { schema } from '../../graphql/index.ts'
import { createTestApp, signIn, TEST_ADMIN, type TestApp } from '../../testing/harness.ts'
import { armorPlugin, GRAPHQL_LIMITS, type GraphQLLimits } from './limits.ts'

interface GraphQLBody {
  // biome-ignore lint/suspicious/noExplicitAny: assertions below pin the shape
  data?: any
  errors?: { message: string; extensions?: Record<string, unknown> }[]
}

let dev: TestApp
let production: TestApp
beforeAll(async () => {
  production = await createTestApp({ NODE_ENV: 'production' })
  // Created last: each test app empties the shared database, this one then seeds it for both.
  dev = await createTestApp({}, { seed: true })
}, 60_000) // the first test app of a run may create the embedded database

async function graphql(app: TestApp, query: string, init: { variables?: unknown; cookie?: string } = {}) {
  const response = await app.fetch('/graphql', {
    method: 'POST',
    json: { query, variables: init.variables },
    headers: init.cookie ? { cookie: init.cookie } : {},
  })
  return { status: response.status, body: (await response.json()) as GraphQLBody }
}

/**
 * A refusal is a GraphQL error and no data, never a 500: 400 for plain JSON clients and for clients of
 * the GraphQL-over-HTTP media type alike, like any other invalid document (request-errors.ts).
 */
async function expectRefused(app: TestApp, query: string, message: RegExp, alsoCostly = false) {
  for (const [accept, expected] of [
    ['application/json', 400],
    ['application/graphql-response+json', 400],
  ] as const) {
    const response = await app.fetch('/graphql', { method: 'POST', json: { query }, headers: { accept } })
    const body = (await response.json()) as GraphQLBody
    expect({ accept, status: response.status }).toEqual({ accept, status: expected })
    expect(body.data ?? null).toBeNull()
    const messages = body.errors?.map((e) => e.message)
    // Past the depth limit the cost (×1.5 a level) is over its limit too: both are named.
    if (alsoCostly) expect(messages).toContainEqual(expect.stringMatching(message))
    else expect(messages).toEqual([expect.stringMatching(message)])
  }
}

const PROJECT_SCALARS = `id title description technologies features challenges results duration role status
  demoUrl githubUrl colorTheme order iconUrl iconName heroImageUrl screenshotUrls createdAt updatedAt`

describe('abuse limits', () => {
  test('too deep: nesting beyond the depth limit is refused', async () => {
    const nest = (levels: number): string => (levels === 0 ? 'name' : `name ofType { ${nest(levels - 1)} }`)
    // __type → fields → type → ofType…: the only paths of this schema that nest without end.
    const query = (ofTypes: number) => `{ __type(name: "Project") { fields { type { ${nest(ofTypes)} } } } }`
    expect((await graphql(dev, query(GRAPHQL_LIMITS.maxDepth - 4))).body.errors).toBeUndefined()
    await expectRefused(
      dev,
      query(GRAPHQL_LIMITS.maxDepth - 3),
      new RegExp(
        `^Query depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded, found ${GRAPHQL_LIMITS.maxDepth + 1}\\.$`,
      ),
      true,
    )
  })

  test('too many tokens: the parser stops at the token limit', async () => {
    // Many small operations (8 tokens each) reach the token limit while each stays cheap and shallow.
    const document = (operations: number) =>
      Array.from({ length: operations }, (_, i) => `query Q${i} { me { id } }`).join('\n')
    const atLimit = await dev.fetch('/graphql', {
      method: 'POST',
      json: { query: document(GRAPHQL_LIMITS.maxTokens / 8), operationName: 'Q0' },
    })
    expect(await atLimit.json()).toEqual({ data: { me: null } })
    await expectRefused(
      dev,
      document(GRAPHQL_LIMITS.maxTokens / 8 + 1),
      /^Syntax Error: Token limit of 1000 exceeded\.$/,
    )
  })

  test('too many aliases', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`
    expect((await graphql(dev, aliases(GRAPHQL_LIMITS.maxAliases))).body.errors).toBeUndefined()
    await expectRefused(
      dev,
      aliases(GRAPHQL_LIMITS.maxAliases + 1),
      /^Aliases limit of 10 exceeded, found 11\.$/,
    )
  })

  test('too costly: within depth, token and alias limits, over the cost limit', async () => {
    // Every field of every project with its commands costs 53; the explorer's richest query about 100.
    const block = `projects { ${PROJECT_SCALARS} commands { id command description category example tags order } }`
    const query = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `p${i}: ${block}`).join(' ')} }`
    expect((await graphql(dev, query(5))).body.errors).toBeUndefined()
    await expectRefused(dev, query(6), /^Query Cost limit of 300 exceeded, found 304\.5\.$/)
  })

  test('a refused query is refused the same way in production', async () => {
    const query = `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: me { id }`).join(' ')} }`
    await expectRefused(production, query, /^Aliases limit of 10 exceeded, found 11\.$/)
  })
})

describe('error details', () => {
  test('field suggestions: shown in development, hidden in production', async () => {
    const query = '{ projects { titel } }'
    const shown = await graphql(dev, query)
    expect(shown.body.errors?.[0]?.message).toBe(
      'Cannot query field "titel" on type "Project". Did you mean "title"?',
    )
    const hidden = await graphql(production, query)
    expect(hidden.body.errors?.[0]?.message).toBe('Cannot query field "titel" on type "Project".')
    // Arguments and types have suggestions too.
    const others = 'query ($x: Projekt) { project(ids: "1") { id } }'
    expect(JSON.stringify((await graphql(dev, others)).body)).toContain('Did you mean')
    const othersHidden = await graphql(production, others)
    expect(othersHidden.body.errors?.length).toBeGreaterThan(1)
    expect(JSON.stringify(othersHidden.body)).not.toContain('Did you mean')
  })

  test('an unexpected resolver error is masked in production, detailed in development', async () => {
    // A real failure of the database layer: the table a resolver reads is briefly missing.
    await dev.sql`ALTER TABLE work_experiences RENAME TO work_experiences_away`
    try {
      const masked = await graphql(production, '{ workExperiences { id } }')
      expect(masked.status).toBe(200)
      expect(masked.body.errors?.map((e) => e.message)).toEqual(['Unexpected error.'])
      expect(JSON.stringify(masked.body)).not.toContain('work_experiences')
      const detailed = await graphql(dev, '{ workExperiences { id position } }')
      expect(detailed.body.errors?.[0]?.message).toContain('work_experiences')
    } finally {
      await dev.sql`ALTER TABLE work_experiences_away RENAME TO work_experiences`
    }
    expect((await graphql(production, '{ workExperiences { id } }')).body.errors).toBeUndefined()
  })
})

interface AppOperation {
  name: string
  query: string
  variables: Record<string, unknown>
}

/**
 * Every operation the web app sends: the typed documents generated from web/graphql/*.graphql and
 * web/graphql/lazy/*.graphql.
 */
function appOperations(): AppOperation[] {
  const sampleValue: Record<string, unknown> = {
    ID: '1',
    String: 'sample',
    Int: 1,
    Boolean: true,
    ReaderState: 'PENDING',
    MailLogState: 'FAILED',
    InsightPeriod: 'LAST_12_MONTHS',
  }
  const operations = new Map<string, AppOperation>()
  const documents = [...Object.entries(generated), ...Object.entries(lazyGenerated)]
  for (const [exported, value] of documents) {
    if (
      !(value instanceof generated.TypedDocumentString || value instanceof lazyGenerated.TypedDocumentString)
    )
      continue
    const document = parse(String(value))
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )
    if (!operation) continue
    const variables: Record<string, unknown> = {}
    for (const v of operation.variableDefinitions ?? []) {
      const typeName = print(v.type).replace(/[[\]!]/g, '')
      if (!(typeName in sampleValue))
        throw new Error(`add a sample value for ${typeName} ($${v.variable.name.value})`)
      variables[v.variable.name.value] = sampleValue[typeName]
    }
    const name = operation.name?.value ?? exported
    operations.set(name, { name, query: String(value), variables })
  }
  return [...operations.values()]
}

describe("the app's own queries", () => {
  test('every query the pages send passes the limits through the real endpoint, signed in', async () => {
    const operations = appOperations()
    expect(operations.map((o) => o.name)).toEqual(
      expect.arrayContaining(['Projects', 'Project', 'WorkExperiences', 'Me', 'Dashboard', 'AdminReaders']),
    )
    const cookie = await signIn(production, TEST_ADMIN.username, TEST_ADMIN.password)
    for (const { name, query, variables } of operations) {
      const { status, body } = await graphql(production, query, { variables, cookie })
      expect({ name, status, errors: body.errors }).toEqual({ name, status: 200, errors: undefined })
    }
  })

  test('and still pass with every limit halved (headroom)', async () => {
    const halved = Object.fromEntries(
      Object.entries(GRAPHQL_LIMITS).map(([k, v]) => [k, Math.floor(v / 2)]),
    ) as unknown as GraphQLLimits
    const yoga = createYoga({
      schema,
      logging: false,
      plugins: [armorPlugin(true, halved)],
      context: ({ request }) => createGraphQLContext(dev.deps, request),
    })
    for (const { name, query, variables } of appOperations()) {
      const response = await yoga.fetch('http://portfolio.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      })
      const body = (await response.json()) as GraphQLBody
      expect({ name, errors: body.errors }).toEqual({ name, errors: undefined })
    }
  })
})
