import { expect, test } from 'bun:test'
import { join } from 'node:path'
import { generate } from '@graphql-codegen/cli'
import config from '../../codegen.ts'

const ROOT = join(import.meta.dir, '../..')

test('schema/generated matches the schema and web/graphql documents (run `npm run codegen` after changing either)', async () => {
  const outputs = await generate({ ...config, cwd: ROOT, silent: true }, false)
  expect(outputs.length).toBeGreaterThan(0)
  for (const { filename, content } of outputs) {
    expect({ filename, content: await Bun.file(join(ROOT, filename)).text() }).toEqual({ filename, content })
  }
})
