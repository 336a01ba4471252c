import { ICON_NAMES } from '../../../src/shared/enums.ts'

export type IconName = (typeof ICON_NAMES)[number]

export type ProjectIconChoice = { kind: 'image'; url: string } | { kind: 'named'; name: IconName }

/** Title keywords in the spec's order: the first rule whose keyword appears wins. */
const KEYWORD_RULES: readonly { keywords: readonly string[]; name: IconName }[] = [
  { keywords: ['meal', 'food'], name: 'utensils' },
  { keywords: ['timer', 'focus'], name: 'timer' },
  { keywords: ['weather', 'climate'], name: 'cloud' },
  { keywords: ['expense', 'money', 'budget'], name: 'dollar-sign' },
  { keywords: ['reading', 'book'], name: 'book-open' },
  { keywords: ['plant', 'care'], name: 'sprout' },
]

const isIconName = (value: string): value is IconName => (ICON_NAMES as readonly string[]).includes(value)

/**
 * iconUrl, else iconName, else a guess from the title, else code2. An iconName the site has no
 * icon for falls through to the title guess rather than rendering nothing.
 */
export function chooseProjectIcon(project: {
  title: string
  iconUrl?: string | null
  iconName?: string | null
}): ProjectIconChoice {
  if (project.iconUrl) return { kind: 'image', url: project.iconUrl }
  if (project.iconName && isIconName(project.iconName)) return { kind: 'named', name: project.iconName }
  const title = project.title.toLowerCase()
  const rule = KEYWORD_RULES.find((r) => r.keywords.some((k) => title.includes(k)))
  return { kind: 'named', name: rule?.name ?? 'code2' }
}
