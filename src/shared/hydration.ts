/**
 * The document event the browser entry sends once React has hydrated the page; the page's boot script
 * (src/modules/ssr/page-boot.ts) then hands over what the visitor did before
 * (docs/decisions/212-code-after-first-paint.md).
 */
export const HYDRATED_EVENT = 'app:hydrated'
