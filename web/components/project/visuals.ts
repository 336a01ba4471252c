/**
 * The six sample projects (src/modules/sample-content) each have a fixed decorative visual for when no
 * hero image is uploaded; other titles get none (docs/spec.md §2).
 */
const VISUAL_BY_TITLE: Record<string, DecorativeVisualNumber> = {
  'ai meal planner': 1,
  'focus timer': 2,
  'climate weather dashboard': 3,
  'budget expense tracker': 4,
  'reading list & book notes': 5,
  'plant care assistant': 6,
}

export type DecorativeVisualNumber = 1 | 2 | 3 | 4 | 5 | 6

export function decorativeVisualFor(title: string): DecorativeVisualNumber | null {
  return VISUAL_BY_TITLE[title.trim().toLowerCase()] ?? null
}
