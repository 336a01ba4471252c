import { Calendar, MapPin } from 'lucide-react'
import styled, { keyframes } from 'styled-components'
import type { WorkExperienceData } from '../../../graphql/types.ts'
import { cardFace, Tag } from '../ui.tsx'

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(56, 189, 248, 0.6); }
  70% { box-shadow: 0 0 0 14px rgba(56, 189, 248, 0); }
  100% { box-shadow: 0 0 0 0 rgba(56, 189, 248, 0); }
`

export const DOT_ROW_HEIGHT = 48

const Item = styled.li`
  flex: none;
  width: var(--card-w);
  display: flex;
  flex-direction: column;
  align-items: center;
`

const DotRow = styled.div`
  height: ${DOT_ROW_HEIGHT}px;
  display: grid;
  place-items: center;
`

const Dot = styled.span`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.pageBottom};
  border: 2px solid ${({ theme }) => theme.colors.textSubtle};

  &[data-current='true'] {
    width: 18px;
    height: 18px;
    background: ${({ theme }) => theme.colors.accent};
    border-color: #e0f2fe;
    animation: ${pulse} 2s ease-out infinite;
  }
`

const Card = styled.article`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${cardFace};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 20px 40px -24px ${({ theme }) => theme.colors.shade};

  &[data-current='true'] {
    border-color: rgba(56, 189, 248, 0.55);
    background:
      radial-gradient(120% 70% at 50% 0%, rgba(56, 189, 248, 0.12), transparent 65%),
      ${cardFace};
    box-shadow:
      0 0 0 1px rgba(56, 189, 248, 0.15),
      0 0 40px -6px rgba(56, 189, 248, 0.35);
  }
`

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.35;
    color: ${({ theme }) => theme.colors.text};
  }
`

const Badge = styled.span`
  flex: none;
  padding: 0.1rem 0.55rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme }) => theme.colors.accent};
`

const Company = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`

const Bullets = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.textMuted};

  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`

interface Props {
  /** The position shown: title, company, dates, bullet lines and technologies. */
  experience: WorkExperienceData
  /** The last item of the list: the role the timeline highlights. */
  current: boolean
}

/** One position on the work experience timeline: title, company, dates, place, bullet lines, technologies. */
export function TimelineCard({ experience, current }: Props) {
  return (
    <Item data-testid="timeline-item" data-current={current} aria-current={current ? 'step' : undefined}>
      <DotRow>
        <Dot data-current={current} data-testid="timeline-dot" />
      </DotRow>
      <Card data-current={current}>
        <Top>
          <h3>{experience.position}</h3>
          {experience.type === 'CURRENT' ? <Badge>Current</Badge> : null}
        </Top>
        <Company>{experience.company}</Company>
        <Meta>
          <span>
            <MapPin size={13} aria-hidden="true" />
            {experience.location}
          </span>
          <span>
            <Calendar size={13} aria-hidden="true" />
            {experience.duration}
          </span>
        </Meta>
        <Bullets>
          {experience.description.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Bullets>
        <Tags>
          {experience.technologies.map((tech) => (
            <Tag key={tech}>{tech}</Tag>
          ))}
        </Tags>
      </Card>
    </Item>
  )
}
