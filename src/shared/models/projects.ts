import { type Static, Type as t } from '@sinclair/typebox'
import { COLOR_THEMES, PROJECT_STATUSES } from '../enums.ts'
import { Text } from '../text.ts'

const nullableText = t.Union([t.String(), t.Null()])

const ProjectStatus = t.Union(PROJECT_STATUSES.map((s) => t.Literal(s)))
const ColorTheme = t.Union(COLOR_THEMES.map((c) => t.Literal(c)))

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
  createdAt: t.Date(),
  updatedAt: t.Date(),
})
export type Project = Static<typeof Project>

/** The screenshot order to save: the current URLs, rearranged. */
export const ReorderScreenshotsInput = t.Object(
  {
    screenshotUrls: t.Array(Text({ maxLength: 2048 }), {
      maxItems: 200,
      error: 'screenshotUrls must be a list of URLs',
    }),
  },
  { additionalProperties: false },
)
export type ReorderScreenshotsInput = Static<typeof ReorderScreenshotsInput>
