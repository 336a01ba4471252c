/**
 * Text-list rules shared by the admin forms and the server (docs/spec.md §5): items are trimmed and blank
 * ones dropped, whether they came from a comma-separated field or one-per-line text.
 */
export function cleanList(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter((item) => item.length > 0)
}

export const splitCommas = (text: string): string[] => cleanList(text.split(','))
export const splitLines = (text: string): string[] => cleanList(text.split(/\r?\n/))

/** Blank optional text becomes null, as the spec asks for empty optional fields. */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}
