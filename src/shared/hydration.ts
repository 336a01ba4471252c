/**
 * The document event the browser sends once React has hydrated the page (no `detail`) or a part of it
 * that hydrates later (`detail`: the part's name); the page's boot code (web/boot/page-boot.ts) then
 * replays the presses it held (docs/decisions/222-before-hydration-code.md).
 */
export const HYDRATED_EVENT = 'app:hydrated'

/**
 * The attribute naming a part of the page that hydrates after the rest, from its own chunk
 * (docs/decisions/151-below-the-fold-hydration.md): a press in it waits for that part's announcement.
 */
export const PART_ATTRIBUTE = 'data-hydrates-later'

/**
 * The parts that hydrate later, by the name their elements carry and their announcement gives. Here,
 * beside the code every page loads, so the page's chunk and the part's share it without a chunk of its own.
 */
export const LATER_PARTS = {
  homeSections: 'home-sections',
  readerAccount: 'reader-account',
  projectScreenshots: 'project-screenshots',
} as const

/**
 * The attribute that puts an element in a later part, for a styled component's `attrs`: a plain record,
 * since the typed attrs know only the element's own props.
 */
export const laterPartAttrs = (
  part: (typeof LATER_PARTS)[keyof typeof LATER_PARTS],
): Record<string, string> => ({ [PART_ATTRIBUTE]: part })

/** The id of the JSON data block listing the page's code, read by the boot code. */
export const PAGE_CODE_ID = 'page-code'

/** What a page hydrates with: its entry scripts and the chunks they import, preloaded together. */
export interface PageCode {
  scripts: string[]
  preloads: string[]
}
