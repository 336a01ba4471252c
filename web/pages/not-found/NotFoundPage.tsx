import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styled from 'styled-components'
import { CanvasBanner } from '../../components/banner/CanvasBanner.tsx'

const Code = styled.p`
  order: -1;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.well};
  color: ${({ theme }) => theme.colors.focus};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.2em;
`

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderHover};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-decoration: none;
  transition: transform 150ms ease, background 150ms ease;
  &:hover { background: ${({ theme }) => theme.colors.textStrong}; transform: translateY(-1px); }
`

/**
 * A phrase for the night sky and one for the day sky, picked by the page's theme in CSS (the server cannot
 * know a `system` visitor's scheme): the light theme's pastel sky has no stars (issue 24).
 */
const Sky = styled.span`
  &[data-sky='day'] { display: none; }
  :root[data-theme='light'] &[data-sky='day'] { display: inline; }
  :root[data-theme='light'] &[data-sky='night'] { display: none; }
  @media (prefers-color-scheme: light) {
    :root[data-theme='system'] &[data-sky='day'] { display: inline; }
    :root[data-theme='system'] &[data-sky='night'] { display: none; }
  }
`

interface Props {
  /** The heading, e.g. "Page not found". */
  title: string
  /** What happened, in a sentence or two. */
  subtitle: ReactNode
  /** The text of the link back to the home page. */
  linkText: string
}

/** The designed 404: the constellation banner, the code, one way home. Shared by every not-found. */
export function NotFoundBanner({ title, subtitle, linkText }: Props) {
  return (
    <CanvasBanner title={title} subtitle={subtitle} fullHeight>
      <Code>ERROR 404</Code>
      <HomeLink to="/">
        <ArrowLeft size={16} aria-hidden="true" />
        {linkText}
      </HomeLink>
    </CanvasBanner>
  )
}

export function NotFoundPage() {
  return (
    <NotFoundBanner
      title="Page Not Found"
      subtitle={
        <>
          The page you are looking for does not exist or has moved.{' '}
          <Sky data-sky="night">The stars are still here, though.</Sky>
          <Sky data-sky="day">The sky is still here, though.</Sky>
        </>
      }
      linkText="Back to home"
    />
  )
}
