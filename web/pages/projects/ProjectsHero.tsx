import { ArrowLeft } from 'lucide-react'
import styled from 'styled-components'
import { BackLink } from './ui.tsx'

const Hero = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(8)};
`

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: clamp(2.25rem, 6vw, 3.5rem);
  line-height: 1.1;
  letter-spacing: -0.02em;
`

const Subtitle = styled.p`
  margin: 0;
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.textMuted};
`

/**
 * The list page's hero: title and way back home. Kept as its own block because the shared canvas
 * banner (web/components/banner) is meant to sit behind exactly this part of the page.
 */
export function ProjectsHero() {
  return (
    <Hero>
      <BackLink to="/">
        <ArrowLeft size={16} aria-hidden="true" />
        Back to home
      </BackLink>
      <Title>Projects</Title>
      <Subtitle>Things I have built, from weekend experiments to production machine-learning apps.</Subtitle>
    </Hero>
  )
}
