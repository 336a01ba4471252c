import { expect, test } from 'bun:test'
import { pageBootScript } from './page-boot.ts'

test('the code list is data the script cannot be closed by', () => {
  const script = pageBootScript(['/assets/entry.js'], ['/assets/a.js</script><script>alert(1)//'])
  expect(script).not.toContain('</script>')
  const code = /const code = (\{.*\})\n/.exec(script)?.[1]
  expect(JSON.parse(code!)).toEqual({
    scripts: ['/assets/entry.js'],
    preloads: ['/assets/a.js</script><script>alert(1)//'],
  })
})

test('the script parses as JavaScript', () => {
  expect(() => new Function(pageBootScript(['/a.js'], []))).not.toThrow()
})
