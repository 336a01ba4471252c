/**
 * The self-hosted JetBrains Mono weights the theme uses. Imported by the client entry (Vite bundles the
 * woff2 files and the server links the stylesheet from the manifest) and by Storybook's preview; never by
 * server code, which has no CSS loader.
 */
import '@fontsource/jetbrains-mono/400.css'
import '@fontsource/jetbrains-mono/700.css'
