import { type Static, Type as t } from '@sinclair/typebox'

export const PROJECT_STATUSES = ['planning', 'in-progress', 'completed', 'on-hold'] as const
export const COLOR_THEMES = [
  'blue',
  'green',
  'purple',
  'orange',
  'red',
  'yellow',
  'pink',
  'indigo',
  'cyan',
  'emerald',
] as const
export const ICON_NAMES = [
  'utensils',
  'timer',
  'cloud',
  'dollar-sign',
  'book-open',
  'sprout',
  'code2',
  'brain',
  'file-search',
] as const

const nullableText = t.Union([t.String(), t.Null()])

export const ProjectStatus = t.Union(PROJECT_STATUSES.map((s) => t.Literal(s)))
export const ColorTheme = t.Union(COLOR_THEMES.map((c) => t.Literal(c)))

/** A project as every API answers it (REST and GraphQL share these field names). */
export const Project = t.Object({
  id: t.Integer(),
  title: t.String(),
  description: t.String(),
  technologies: t.Array(t.String()),
  features: t.Array(t.String()),
  challenges: t.Array(t.String()),
  results: t.Array(t.String()),
  duration: nullableText,
  role: nullableText,
  status: t.Union([ProjectStatus, t.Null()]),
  demoUrl: nullableText,
  githubUrl: nullableText,
  colorTheme: ColorTheme,
  order: t.Integer(),
  iconUrl: nullableText,
  iconName: nullableText,
  heroImageUrl: nullableText,
  screenshotUrls: t.Array(t.String()),
  createdAt: t.String(),
  updatedAt: t.String(),
})
export type Project = Static<typeof Project>
