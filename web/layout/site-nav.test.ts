import { expect, test } from 'bun:test'
import { navCurrent, SITE_NAV } from './site-nav.ts'

const currentOn = (pathname: string) =>
  Object.fromEntries(
    SITE_NAV.flatMap((item) => {
      const current = navCurrent(item, pathname)
      return current ? [[item.label, current]] : []
    }),
  )

test('the page an item names is the current page; pages beneath it mark it too', () => {
  expect(currentOn('/projects')).toEqual({ Projects: 'page' })
  expect(currentOn('/projects/')).toEqual({ Projects: 'page' })
  expect(currentOn('/project/3')).toEqual({ Projects: 'true' })
  expect(currentOn('/newsletter/archive')).toEqual({ Newsletter: 'page' })
  expect(currentOn('/newsletter/archive/first-issue')).toEqual({ Newsletter: 'true' })
  expect(currentOn('/newsletter')).toEqual({ Newsletter: 'true' })
})

test('the home anchors and other pages mark nothing', () => {
  expect(currentOn('/')).toEqual({})
  expect(currentOn('/dashboard')).toEqual({})
  expect(currentOn('/projectsx')).toEqual({})
})

test('Experience goes to the timeline anchor the spec names', () => {
  expect(SITE_NAV.map((item) => item.to)).toEqual([
    '/projects',
    '/#about',
    '/#timeline',
    '/newsletter/archive',
  ])
})
