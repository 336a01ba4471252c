import { describe, expect, test } from 'bun:test'
import { Glob } from 'bun'
import { addStyledComponentIds, STYLED_FILE_FILTER } from './styled-ids.ts'

describe('addStyledComponentIds', () => {
  test('names styled.tag and styled(Component) declarations after the variable and a hash of the file', () => {
    const out = addStyledComponentIds(
      'const Bar = styled.header`x`\nexport const Brand = styled(Link)`y`\nconst Lower = 1',
      `${process.cwd()}/web/layout/Header.tsx`,
    )
    expect(out).toMatch(/styled\.header\.withConfig\(\{ componentId: 'Bar-[0-9a-z]+' \}\)`x`/)
    expect(out).toMatch(/styled\(Link\)\.withConfig\(\{ componentId: 'Brand-[0-9a-z]+' \}\)`y`/)
    expect(out).toContain('const Lower = 1')
  })

  test('leaves components that already set their own config', () => {
    const code = "const A = styled.div.withConfig({ componentId: 'A' })``"
    expect(addStyledComponentIds(code, `${process.cwd()}/web/A.tsx`)).toBe(code)
  })

  test('ids differ for the same name in different files', () => {
    const a = addStyledComponentIds('const Card = styled.div``', `${process.cwd()}/web/a/Card.tsx`)
    const b = addStyledComponentIds('const Card = styled.div``', `${process.cwd()}/web/b/Card.tsx`)
    expect(a).not.toBe(b)
  })
})

test('every styled component of the app is declared in a file the id plugin reads', async () => {
  // A declaration elsewhere (a .ts file) gets a creation-order class, which can differ between the
  // server and the client bundle and then stops matching after hydration.
  const unread: string[] = []
  for await (const file of new Glob('web/**/*.{ts,tsx}').scan('.')) {
    const code = await Bun.file(file).text()
    if (!STYLED_FILE_FILTER.test(`/${file}`) && addStyledComponentIds(code, file) !== code) unread.push(file)
  }
  expect(unread).toEqual([])
})
