import styled from 'styled-components'

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/**
 * Shown only with JavaScript off: the site's forms send through its API from script. Without script a
 * submission posts to the page itself, which only sends the visitor back (docs/decisions/214).
 */
export function NeedsJavaScript() {
  return (
    <noscript>
      <Notice>This form needs JavaScript. Turn it on and reload the page to use it.</Notice>
    </noscript>
  )
}
