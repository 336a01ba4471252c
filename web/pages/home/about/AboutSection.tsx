import { useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden.tsx'
import { usePrefersReducedMotion } from '../../../lib/browser-env.ts'
import { Eyebrow, HomeSection, SectionHeading, Tag } from '../ui.tsx'
import { type RevealState, useReveal } from './use-reveal.ts'
import { useAboutText } from './use-text-swap.ts'

const Reveal = styled.div<{ $state: RevealState }>`
  transition:
    opacity 0.8s ease,
    transform 0.8s ease;
  opacity: ${({ $state }) => ($state === 'hidden' ? 0 : 1)};
  transform: ${({ $state }) => ($state === 'hidden' ? 'translateY(28px)' : 'none')};
`

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding: clamp(1.25rem, 0.5rem + 3vw, 2.75rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(120% 80% at 0% 0%, rgba(56, 189, 248, 0.08), transparent 60%),
    ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 30px 60px -30px ${({ theme }) => theme.colors.shade};
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`

const Toggle = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};

  label {
    cursor: pointer;
  }
`

const SwitchRoot = styled.button`
  all: unset;
  position: relative;
  width: 2.75rem;
  height: 1.5rem;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(148, 163, 184, 0.3);
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background-color 0.2s;

  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: progress;
  }
`

const SwitchThumb = styled.span`
  display: block;
  width: 1.1rem;
  height: 1.1rem;
  border-radius: 50%;
  background: #f8fafc;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.4);
  transform: translateX(0.2rem);
  transition: transform 0.2s;

  &[data-state='checked'] {
    transform: translateX(1.45rem);
  }
`

/** Holds the text; its height eases to the taller of the text shown and the text being typed. */
const BioBox = styled.div`
  position: relative;
  transition: height 0.3s ease;
  &[data-held] {
    overflow: hidden;
    transition: none;
  }
`

const Bio = styled.p`
  margin: 0;
  white-space: pre-line;
  font-size: clamp(0.875rem, 0.8rem + 0.3vw, 1rem);
  line-height: 1.8;
  color: ${({ theme }) => theme.colors.textMuted};

  &[aria-busy='true']::after {
    content: '';
    display: inline-block;
    width: 0.55em;
    height: 1.1em;
    margin-left: 2px;
    vertical-align: -0.2em;
    background: ${({ theme }) => theme.colors.accent};
  }
`

/** The text the switch is heading to, laid out invisibly to measure where the box should end. */
const Sizer = styled(Bio)`
  position: absolute;
  inset: 0 0 auto 0;
  visibility: hidden;
  pointer-events: none;
`

/**
 * The box's height in px: the taller of the shown text and the target text (the box opens before the
 * long text types in and closes as the old text is erased, never leaving an empty band under a one-line
 * summary: issue 15 item 13). Null until measured, so the server's HTML takes the text's own height.
 */
function useEasedHeight() {
  const shown = useRef<HTMLParagraphElement>(null)
  const target = useRef<HTMLParagraphElement>(null)
  const [height, setHeight] = useState<number | null>(null)
  useEffect(() => {
    const measure = () =>
      setHeight(Math.max(shown.current?.offsetHeight ?? 0, target.current?.offsetHeight ?? 0))
    const observer = new ResizeObserver(measure)
    for (const el of [shown.current, target.current]) if (el) observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return { shown, target, height }
}

/**
 * While scrolling has just turned the summary off (issue 24), the box keeps the height it had, its text
 * clipped, as long as any of it is in the window: growing there would push the Projects block down under
 * the visitor's eyes (a layout shift). Once the box is out of view it takes its full height, where the
 * browser's scroll anchoring keeps the visible page still, and `settle` ends the hold.
 */
function useHeldHeight(height: number | null, hold: boolean, settle: () => void) {
  const box = useRef<HTMLDivElement>(null)
  const held = useRef<number | null>(null)
  if (!hold) held.current = null
  else if (held.current === null) held.current = box.current?.offsetHeight ?? height
  useEffect(() => {
    const el = box.current
    if (!hold || !el) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry && !entry.isIntersecting) settle()
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [hold, settle])
  return { box, height: hold && held.current !== null ? held.current : height }
}

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.well};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
    font-size: clamp(1.4rem, 1rem + 1.5vw, 2rem);
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`

/** Marks the years figure, so the page can read the server's value while hydrating (decision 015). */
export const YEARS_STAT_ATTRIBUTE = 'data-years-of-experience'

export interface AboutProps {
  /** The owner's first name, in the heading (About Ada). */
  firstName: string
  /** The full bio and its TL;DR summary, which the TL;DR switch swaps. */
  texts: { full: string; short: string }
  /** The technologies shown as chips, most used across the projects first. */
  skills: readonly string[]
  /** The first stat's value, e.g. '5+' years of experience. */
  yearsLabel: string
  /** The third stat, e.g. 'Cups of Tea' / '∞' (site settings). */
  stat: { label: string; value: string }
  /** Null while the projects load; 'unavailable' when they failed to. */
  projectCount: number | null | 'unavailable'
  /** Start with the summary (for stories). */
  initialTldr?: boolean
}

/** The home page's About block: the bio with its TL;DR switch, the top technologies and three stats. */
export function AboutSection({
  firstName,
  texts,
  skills,
  yearsLabel,
  stat,
  projectCount,
  initialTldr,
}: AboutProps) {
  const reducedMotion = usePrefersReducedMotion()
  const [ref, reveal] = useReveal<HTMLDivElement>(reducedMotion)
  const about = useAboutText(texts, reducedMotion, initialTldr)
  const state = about.tldr ? 'checked' : 'unchecked'
  const switchId = useId()
  const bio = useEasedHeight()
  const boxHeight = useHeldHeight(bio.height, about.offByScroll, about.settle)
  return (
    <HomeSection id="about" aria-labelledby={`${switchId}-heading`}>
      <Reveal ref={ref} $state={reveal} data-reveal={reveal}>
        <Card>
          <Head>
            <div>
              <Eyebrow>Here is a little background</Eyebrow>
              <SectionHeading id={`${switchId}-heading`}>Hello there, I'm {firstName}!</SectionHeading>
            </div>
            <Toggle>
              <label htmlFor={switchId}>TL;DR</label>
              {/* Radix Switch's markup, without its code on the home page (docs/decisions/150-js-diet.md). */}
              <SwitchRoot
                type="button"
                role="switch"
                id={switchId}
                aria-checked={about.tldr}
                data-state={state}
                data-disabled={about.animating ? '' : undefined}
                disabled={about.animating}
                onClick={() => about.setTldr(!about.tldr)}
              >
                <SwitchThumb data-state={state} />
              </SwitchRoot>
            </Toggle>
          </Head>
          <BioBox
            ref={boxHeight.box}
            data-held={about.offByScroll || undefined}
            style={boxHeight.height === null ? undefined : { height: boxHeight.height }}
          >
            <Bio ref={bio.shown} data-testid="about-text" aria-busy={about.animating}>
              {about.shown}
            </Bio>
            <Sizer ref={bio.target} aria-hidden="true">
              {about.tldr ? texts.short : texts.full}
            </Sizer>
          </BioBox>
          {skills.length > 0 ? (
            <Tags aria-label="Skills">
              {skills.map((skill) => (
                <li key={skill}>
                  <Tag>{skill}</Tag>
                </li>
              ))}
            </Tags>
          ) : null}
          <Stats>
            <div>
              <dt>Years of Experience</dt>
              <dd {...{ [YEARS_STAT_ATTRIBUTE]: '' }}>{yearsLabel}</dd>
            </div>
            <div>
              <dt>Projects Completed</dt>
              <dd>
                {projectCount === 'unavailable' ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <VisuallyHidden>not available</VisuallyHidden>
                  </>
                ) : (
                  (projectCount ?? '…')
                )}
              </dd>
            </div>
            <div>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          </Stats>
        </Card>
      </Reveal>
    </HomeSection>
  )
}
