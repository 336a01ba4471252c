import { describe, expect, test } from 'bun:test'
import { addStyledComponentIds } from './styled-ids.ts'

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
