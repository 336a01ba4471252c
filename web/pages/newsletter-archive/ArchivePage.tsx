import { Rss } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import styled from 'styled-components'
import { ResponsiveImage } from '../../components/media/ResponsiveImage.tsx'
import { PageSection, PageTitle } from '../../layout/Page.tsx'
import { dateTimeAttribute } from '../../lib/dates.ts'
import { sentDate, topicLine } from './format.ts'
import type { ArchiveData } from './loader.ts'

const List = styled.ol.withConfig({ componentId: 'ArchiveList' })`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(6)} 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`

const Item = styled.li.withConfig({ componentId: 'ArchiveItem' })`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`

/** An issue with a feature image shows it beside its title, cropped to a small landscape frame. */
const WithImage = styled.div.withConfig({ componentId: 'ArchiveWithImage' })<{ $image: boolean }>`
  display: grid;
  grid-template-columns: ${({ $image }) => ($image ? '9rem 1fr' : '1fr')};
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 40 / 21;
    height: auto;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
  }
`

const Meta = styled.p.withConfig({ componentId: 'ArchiveMeta' })`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Lead = styled.p.withConfig({ componentId: 'ArchiveLead' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.accent};
  }
`

/** /newsletter/archive: every sent issue, newest first. */
export function ArchivePage() {
  const { issues, topics } = useLoaderData<ArchiveData>()
  return (
    <PageSection>
      <PageTitle>Newsletter archive</PageTitle>
      <Lead>
        <span>Every issue sent so far.</span>
        <Link to="/newsletter">Subscribe</Link>
        <a href="/newsletter/feed.xml">
          <Rss aria-hidden size={16} /> Atom feed
        </a>
      </Lead>
      {issues.length === 0 ? <Meta>No issues have been sent yet.</Meta> : null}
      <List>
        {issues.map((issue) => (
          <Item key={issue.id}>
            <WithImage $image={issue.featureImage !== null}>
              {issue.featureImage ? (
                <ResponsiveImage
                  src={issue.featureImage.url}
                  alt={issue.featureImage.alt}
                  sizes="(max-width: 640px) 100vw, 9rem"
                  width={1200}
                  height={630}
                />
              ) : null}
              <div>
                <h2>
                  <Link to={`/newsletter/archive/${issue.slug}`}>{issue.title}</Link>
                </h2>
                <Meta>
                  <time dateTime={dateTimeAttribute(issue.sentAt)}>{sentDate(issue.sentAt)}</time> ·{' '}
                  {topicLine(issue.topics, topics)}
                </Meta>
              </div>
            </WithImage>
          </Item>
        ))}
      </List>
    </PageSection>
  )
}
