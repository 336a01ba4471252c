/**
 * The self-hosted faces the theme uses (fonts.css: Inter for text, JetBrains Mono for accents). Imported by the client entry (Vite
 * bundles the woff2 files and the server links the stylesheet from the manifest) and by Storybook's
 * preview; never by server code, which has no CSS loader.
 */
import './fonts.css'
