import { describe, expect, test } from 'bun:test'
import { topTechnologies } from './skills.ts'

const p = (...technologies: string[]) => ({ technologies })

describe('topTechnologies', () => {
  test('most frequent first', () => {
    expect(topTechnologies([p('Go', 'React'), p('React'), p('Python', 'React', 'Go')])).toEqual([
      'React',
      'Go',
      'Python',
    ])
  })
  test('ties keep the order of first appearance', () => {
    expect(topTechnologies([p('Vue', 'Rust'), p('Rust', 'Vue'), p('Zig')])).toEqual(['Vue', 'Rust', 'Zig'])
  })
  test('at most 8', () => {
    const many = p(...'abcdefghijk'.split(''))
    expect(topTechnologies([many])).toHaveLength(8)
    expect(topTechnologies([many])).toEqual('abcdefgh'.split(''))
  })
  test('case and spaces do not split a technology', () => {
    expect(topTechnologies([p('React '), p('react'), p('Go'), p('Go'), p('Go')])).toEqual(['Go', 'React'])
  })
  test('no projects, no tags', () => {
    expect(topTechnologies([])).toEqual([])
    expect(topTechnologies([p(' ', '')])).toEqual([])
  })
})
