import { ArrowLeft, CodeXml, ExternalLink } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { lazy, type ReactNode, Suspense } from 'react'
import styled from 'styled-components'
import { LATER_PARTS } from '../../../src/shared/hydration.ts'
import { AnnounceHydrated } from '../../app/announce-hydrated.tsx'
import { ResponsiveImage } from '../../components/media/ResponsiveImage.tsx'
import { type ProjectPalette, projectPalette } from '../../components/project/color-themes.ts'
import { ProjectIcon } from '../../components/project/ProjectIcon.tsx'
import { statusLabel } from '../../components/project/status.ts'
import { decorativeVisualFor } from '../../components/project/visuals.ts'
import type { ProjectData, ProjectStatus, PublicCommandData } from '../../graphql/types.ts'
import { BackLink, Chip, ChipList, ExternalButton } from '../projects/ui.tsx'
import { ProjectCoverArt } from './ProjectCover.tsx'

const loadCommands = () => import('./ProjectCommands.tsx').then((m) => ({ default: m.ProjectCommands }))
/**
 * The Commands tab's list loads when the tab is first pointed at or focused: the tab starts hidden, and
 * the page's first load stays within its budget (web/budgets.ts).
 */
const ProjectCommands = lazy(loadCommands)

/**
 * The screenshots' showcase (slideshow, gallery, lightbox) is its own chunk, loaded only by a project
 * that has screenshots: the server renders it, the browser hydrates it when it arrives. Most projects
 * have none, and it paid for the cover (issue 24 item 5) within the page's budget (web/budgets.ts).
 * React drops a click on server HTML it has not hydrated yet, so the showcase is a part that hydrates
 * later (decision 151): the boot code holds a press in it until it announces itself.
 */
const ScreenshotShowcase = lazy(() =>
  import('../../components/screenshots/ScreenshotShowcase.tsx').then((m) => ({
    default: m.ScreenshotShowcase,
  })),
)
const preloadCommands = () => void loadCommands()

const Panel = styled.div<{ $palette?: ProjectPalette }>`
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  background:
    linear-gradient(160deg, ${({ $palette }) => $palette?.tint ?? 'rgba(255, 255, 255, 0.02)'} 0%, rgba(255, 255, 255, 0) 60%),
    ${({ theme }) => theme.colors.panel};
  box-shadow: inset 0 1px 0 rgba(255, 255, 255, 0.06);
  padding: ${({ theme }) => theme.space(6)};

  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`

const Hero = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(8)};
`

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`

const Title = styled.h1`
  margin: 0;
  letter-spacing: -0.025em;
  font-size: clamp(1.75rem, 5vw, 2.75rem);
  line-height: 1.15;
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`

/** The uploaded hero image, wide across the top of the header card. */
const HeroImage = styled(ResponsiveImage)`
  width: 100%;
  max-height: 420px;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
`

/**
 * Without an uploaded hero, the picture the project's card shows (its sample visual or its icon tile)
 * becomes the page's cover, in a wide frame (issue 24 item 5).
 */
const Cover = styled.div<{ $palette: ProjectPalette }>`
  width: 100%;
  background: radial-gradient(120% 120% at 0% 0%, ${({ $palette }) => $palette.tint}, ${({ theme }) => theme.colors.well});
  aspect-ratio: 3 / 1;
  min-height: 160px;
  max-height: 280px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  & > [data-visual],
  & > [data-tile] {
    height: 100%;
    aspect-ratio: auto;
    border: 0;
    border-radius: 0;
  }
`

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
  margin: 0;

  div {
    display: grid;
    gap: ${({ theme }) => theme.space(0.5)};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.05em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`

const Dot = styled.span<{ $tone: 'green' | 'blue' }>`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${({ $tone, theme }) => theme.statusDots[$tone === 'green' ? 'completed' : 'other']};
  box-shadow: 0 0 0 3px ${({ $tone }) => ($tone === 'green' ? 'rgba(34, 197, 94, 0.25)' : 'rgba(59, 130, 246, 0.25)')};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`

const TabList = styled(Tabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: 4px;
  width: fit-content;
  max-width: 100%;
  overflow-x: auto;
  border-radius: 14px;
  @media (max-width: 480px) {
    width: 100%;
  }
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  background: ${({ theme }) => theme.colors.well};
`

const TabTrigger = styled(Tabs.Trigger)`
  flex: none;
  padding: 0.5rem 1rem;
  border: 0;
  border-radius: 10px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.washStrong};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  @media (max-width: 480px) {
    flex: 1 1 auto;
    padding: 0.5rem 0.625rem;
  }
`

const Overview = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  letter-spacing: -0.015em;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const Prose = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

const Bullets = styled.ul<{ $accent: string }>`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  li::before {
    content: '';
    position: absolute;
    left: 0.25rem;
    top: 0.6em;
    width: 0.4rem;
    height: 0.4rem;
    border-radius: 2px;
    background: ${({ $accent }) => $accent};
    transform: rotate(45deg);
  }
`

const SubTitle = styled.h3`
  margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const ComingSoon = styled(Panel)`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
`

type DotTone = 'green' | 'blue'
/** On the detail page Completed gets a green dot, anything else blue (docs/spec.md §4). */
const dotTone = (status: ProjectStatus | null): DotTone => (status === 'COMPLETED' ? 'green' : 'blue')

function StatusWithDot({ status }: { status: ProjectStatus }) {
  const tone = dotTone(status)
  return (
    <>
      <Dot $tone={tone} data-dot={tone} aria-hidden="true" />
      {statusLabel(status)}
    </>
  )
}

function ListSection({ title, items, accent }: { title: string; items: readonly string[]; accent: string }) {
  if (items.length === 0) return null
  return (
    <Panel as="section">
      <SectionTitle>{title}</SectionTitle>
      <Bullets $accent={accent}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </Bullets>
    </Panel>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function ProjectCover({ project, palette }: { project: ProjectData; palette: ProjectPalette }) {
  return (
    <Cover data-cover={decorativeVisualFor(project.title) ? 'visual' : 'icon'} $palette={palette}>
      <ProjectCoverArt project={project} palette={palette} />
    </Cover>
  )
}

interface Props {
  /** The project shown, with every field of its detail page. */
  project: ProjectData
  /** The Commands tab's list; 'coming soon' when empty. */
  commands?: readonly PublicCommandData[]
}

/** Everything the detail page shows about one project, from data passed in. */
export function ProjectDetail({ project, commands = [] }: Props) {
  const palette = projectPalette(project.colorTheme)
  return (
    <>
      <BackLink to="/projects">
        <ArrowLeft size={16} aria-hidden="true" />
        All projects
      </BackLink>
      <Hero $palette={palette} as="header">
        {project.heroImageUrl ? (
          <HeroImage
            src={project.heroImageUrl}
            alt={`${project.title} preview`}
            sizes="(min-width: 1200px) 1150px, 100vw"
            width={1280}
            height={720}
            priority
          />
        ) : (
          <ProjectCover project={project} palette={palette} />
        )}
        <TitleRow>
          <ProjectIcon project={project} accent={palette.accent} size={64} />
          <Title>{project.title}</Title>
        </TitleRow>
        {/* Status and duration are the Project Status box's (issue 24): shown once, not twice. */}
        {project.role ? (
          <Facts>
            <Fact label="Role">{project.role}</Fact>
          </Facts>
        ) : null}
        {project.demoUrl || project.githubUrl ? (
          <Actions>
            {project.demoUrl ? (
              <ExternalButton href={project.demoUrl} $primary $accent={palette.accent}>
                <ExternalLink size={16} aria-hidden="true" />
                View Live Demo
              </ExternalButton>
            ) : null}
            {project.githubUrl ? (
              <ExternalButton href={project.githubUrl}>
                <CodeXml size={16} aria-hidden="true" />
                View Source
              </ExternalButton>
            ) : null}
          </Actions>
        ) : null}
      </Hero>

      <Tabs.Root defaultValue="overview">
        <TabList aria-label="Project sections">
          <TabTrigger value="overview">Overview</TabTrigger>
          <TabTrigger
            value="commands"
            onPointerEnter={commands.length > 0 ? preloadCommands : undefined}
            onFocus={commands.length > 0 ? preloadCommands : undefined}
          >
            Commands
          </TabTrigger>
          <TabTrigger value="history">Version History</TabTrigger>
        </TabList>
        <Tabs.Content value="overview">
          <Overview>
            <Column>
              {project.screenshotUrls.length > 0 ? (
                <Suspense>
                  <AnnounceHydrated part={LATER_PARTS.projectScreenshots}>
                    <ScreenshotShowcase title={project.title} screenshots={project.screenshotUrls} />
                  </AnnounceHydrated>
                </Suspense>
              ) : null}
              <Panel as="section">
                <SectionTitle>Project Overview</SectionTitle>
                <Prose>{project.description}</Prose>
                {project.results.length > 0 ? (
                  <>
                    <SubTitle>Results</SubTitle>
                    <Bullets $accent={palette.accent}>
                      {project.results.map((r, i) => (
                        <li key={i}>{r}</li>
                      ))}
                    </Bullets>
                  </>
                ) : null}
              </Panel>
              <ListSection title="Key Features" items={project.features} accent={palette.accent} />
              <ListSection title="Challenges" items={project.challenges} accent={palette.accent} />
            </Column>
            <Column as="aside" aria-label="Project facts">
              {/* Empty fields are left out, not labelled empty (issue 24 item 5). */}
              {project.technologies.length > 0 ? (
                <Panel as="section">
                  <SectionTitle>Technologies</SectionTitle>
                  <ChipList>
                    {project.technologies.map((t) => (
                      <Chip key={t}>{t}</Chip>
                    ))}
                  </ChipList>
                </Panel>
              ) : null}
              {project.status || project.duration ? (
                <Panel as="section" $palette={palette} data-status-box>
                  <SectionTitle>Project Status</SectionTitle>
                  <Facts>
                    {project.status ? (
                      <Fact label="Status">
                        <StatusWithDot status={project.status} />
                      </Fact>
                    ) : null}
                    {project.duration ? <Fact label="Duration">{project.duration}</Fact> : null}
                  </Facts>
                </Panel>
              ) : null}
            </Column>
          </Overview>
        </Tabs.Content>
        <Tabs.Content value="commands">
          {commands.length > 0 ? (
            <Suspense fallback={<ComingSoon role="status">Loading commands...</ComingSoon>}>
              <ProjectCommands commands={commands} />
            </Suspense>
          ) : (
            <ComingSoon>Commands for {project.title} coming soon</ComingSoon>
          )}
        </Tabs.Content>
        <Tabs.Content value="history">
          <ComingSoon>Version history for {project.title} coming soon</ComingSoon>
        </Tabs.Content>
      </Tabs.Root>
    </>
  )
}
