import styled, { type DefaultTheme } from 'styled-components'
import { LATER_PARTS, laterPartAttrs } from '../../../src/shared/hydration.ts'

/** The card face shared by project and timeline cards (Raycast-like: near-black in the dark theme, lit from above). */
export const cardFace = ({ theme }: { theme: DefaultTheme }) =>
  `linear-gradient(180deg, ${theme.colors.cardTop} 0%, ${theme.colors.cardBottom} 100%)`

/**
 * One home page block: centred column, room below the fixed header when jumped to by anchor. Each is in
 * the part of the page that hydrates later (docs/decisions/151-below-the-fold-hydration.md), and says so
 * for the boot code, which holds a press in it until that part has hydrated (decision 222).
 */
export const HomeSection = styled.section.attrs(laterPartAttrs(LATER_PARTS.homeSections))`
  position: relative;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(5)};
  scroll-margin-top: ${({ theme }) => theme.headerHeight};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  }
`

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: clamp(1.6rem, 1.2rem + 1.6vw, ${({ theme }) => theme.fontSizes.xxl});
  line-height: 1.2;
  font-weight: 750;
  letter-spacing: -0.025em;
  color: ${({ theme }) => theme.colors.text};
`

export const SectionSubtitle = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSubtle};
`

/** Small rounded technology label. */
export const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0.2rem 0.65rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  background: rgba(148, 163, 184, 0.1);
  border: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`

/** Round icon button used by the strip and the timeline. */
export const RoundButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition: background-color 0.2s, opacity 0.2s;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
`
