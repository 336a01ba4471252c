import { BrandSvg, type IconProps } from './ProfileIcons.tsx'

/**
 * The optional profile links' marks, shown only in the footer. X and Google Scholar paths from Simple
 * Icons (CC0); Mastodon and Hugging Face are simplified drawings of their marks.
 */
const X_PATH =
  'M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z'

const MASTODON_PATH =
  'M21.3 7.9c0-4.6-3-5.9-3-5.9C16.8 1.3 14.2 1 11.9 1h-.1C9.6 1 7 1.3 5.5 2c0 0-3 1.3-3 5.9 0 1 0 2.3.02 3.6.1 4.5.8 8.9 5 10 1.9.5 3.6.6 4.9.5 2.4-.1 3.7-.8 3.7-.8l-.1-1.7s-1.7.5-3.6.5c-1.9-.1-3.9-.2-4.2-2.6a4.7 4.7 0 0 1-.04-.7s1.9.5 4.2.6c1.4.1 2.8-.1 4.1-.2 2.6-.3 4.9-1.9 5.2-3.4.4-2.3.4-5.6.4-5.6ZM17.8 13.7h-2.2V8.4c0-1.1-.5-1.7-1.4-1.7-1 0-1.6.7-1.6 2v2.9h-2.2V8.7c0-1.3-.5-2-1.6-2-.9 0-1.4.6-1.4 1.7v5.3H5.2V8.2c0-1.1.3-2 .8-2.6.6-.7 1.4-1 2.4-1 1.1 0 2 .4 2.5 1.3l.5.9.5-.9c.6-.9 1.4-1.3 2.5-1.3 1 0 1.8.3 2.4 1 .6.6.8 1.5.8 2.6Z'

const SCHOLAR_PATH =
  'M5.242 13.769 0 9.5 12 0l12 9.5-5.242 4.269C17.548 11.249 14.978 9.5 12 9.5c-2.977 0-5.548 1.748-6.758 4.269ZM12 10a7 7 0 1 0 0 14 7 7 0 0 0 0-14Z'

/** A smiling face: ring, eyes and an open smile (the even-odd rule cuts the ring). */
const HUGGING_FACE_PATH =
  'M12 1.5a10.5 10.5 0 1 0 0 21 10.5 10.5 0 0 0 0-21Zm0 2a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17ZM8.6 8.2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm6.8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM7.2 13.2h9.6a4.8 4.8 0 0 1-9.6 0Z'

export const XIcon = (props: IconProps) => <BrandSvg path={X_PATH} {...props} />
export const MastodonIcon = (props: IconProps) => <BrandSvg path={MASTODON_PATH} {...props} />
export const ScholarIcon = (props: IconProps) => <BrandSvg path={SCHOLAR_PATH} {...props} />
export const HuggingFaceIcon = (props: IconProps) => <BrandSvg path={HUGGING_FACE_PATH} {...props} />
