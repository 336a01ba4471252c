import type { SVGProps } from 'react'

/**
 * Brand marks drawn inline: lucide-react no longer ships brand icons. LinkedIn, GitHub, X and Google
 * Scholar paths from Simple Icons (CC0); Mastodon and Hugging Face are simplified drawings of their marks.
 * Decorative: the link around them carries the accessible name.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

function BrandSvg({ size = 20, path, ...rest }: IconProps & { path: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={path} fillRule="evenodd" />
    </svg>
  )
}

const LINKEDIN_PATH =
  'M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433c-1.144 0-2.063-.926-2.063-2.065 0-1.138.92-2.063 2.063-2.063 1.14 0 2.064.925 2.064 2.063 0 1.139-.925 2.065-2.064 2.065zm1.782 13.019H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z'

const GITHUB_PATH =
  'M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12'

export const LinkedInIcon = (props: IconProps) => <BrandSvg path={LINKEDIN_PATH} {...props} />
export const GitHubIcon = (props: IconProps) => <BrandSvg path={GITHUB_PATH} {...props} />

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
