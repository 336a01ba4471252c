import styled from 'styled-components'

const Body = styled.div.withConfig({ componentId: 'NewsletterIssueBody' })`
  line-height: 1.7;
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.colors.pageBottom};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  blockquote {
    margin-left: 0;
    padding-left: ${({ theme }) => theme.space(4)};
    border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

/**
 * An issue's body. The HTML was rendered from Markdown and sanitised by the server (no scripts, handlers,
 * styles, or images from elsewhere), so the browser ships no Markdown library and trusts no raw input.
 */
export function IssueBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (newsletter-issues/markdown.ts)
  return <Body dangerouslySetInnerHTML={{ __html: html }} />
}
