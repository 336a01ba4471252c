import { ArrowLeft } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import styled from 'styled-components'
import { ResponsiveImage } from '../../components/media/ResponsiveImage.tsx'
import { IssueBody } from '../../components/newsletter/IssueBody.tsx'
import { PageSection, PageTitle } from '../../layout/Page.tsx'
import { dateTimeAttribute } from '../../lib/dates.ts'
import { sentDate, topicLine } from './format.ts'
import type { IssueData } from './loader.ts'

const Back = styled(Link).withConfig({ componentId: 'IssueBack' })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.accent};
`

/** After the issue, the way to get the next one (issue 24): the sign-up, and the other issues. */
const Subscribe = styled.aside.withConfig({ componentId: 'IssueSubscribe' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const SubscribeLinks = styled.div.withConfig({ componentId: 'IssueSubscribeLinks' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  a:first-child {
    display: inline-flex;
    padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.pill};
    font-weight: 700;
    text-decoration: none;
  }
  a:last-child {
    color: ${({ theme }) => theme.colors.accent};
  }
`

const Meta = styled.p.withConfig({ componentId: 'IssueMeta' })`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Feature = styled.figure.withConfig({ componentId: 'IssueFeature' })`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`

function GetTheNextIssue() {
  return (
    <Subscribe aria-labelledby="issue-subscribe">
      <h2 id="issue-subscribe">Get the next issue</h2>
      <p>Updates on new projects and articles in your inbox, as often as you choose.</p>
      <SubscribeLinks>
        <Link to="/newsletter">Subscribe</Link>
        <Link to="/newsletter/archive">All issues</Link>
      </SubscribeLinks>
    </Subscribe>
  )
}

/** /newsletter/archive/{slug}: one sent issue, or (410) word that the owner took it down. */
export function IssuePage() {
  const { issue, topics } = useLoaderData<IssueData>()
  const back = (
    <Back to="/newsletter/archive">
      <ArrowLeft aria-hidden size={16} /> All issues
    </Back>
  )
  if (!issue) {
    return (
      <PageSection>
        {back}
        <PageTitle>Issue taken down</PageTitle>
        <Meta>This newsletter issue is no longer published.</Meta>
        <GetTheNextIssue />
      </PageSection>
    )
  }
  return (
    <PageSection>
      <article>
        {back}
        <PageTitle>{issue.title}</PageTitle>
        <Meta>
          <time dateTime={dateTimeAttribute(issue.sentAt)}>{sentDate(issue.sentAt)}</time> ·{' '}
          {topicLine(issue.topics, topics)}
          {issue.editedAt ? (
            <>
              {' '}
              · Edited <time dateTime={dateTimeAttribute(issue.editedAt)}>{sentDate(issue.editedAt)}</time>
            </>
          ) : null}
        </Meta>
        {issue.featureImage ? (
          <Feature>
            <ResponsiveImage
              src={issue.featureImage.url}
              alt={issue.featureImage.alt}
              sizes="(min-width: 1200px) 1100px, 100vw"
              width={issue.featureImage.width ?? 1200}
              height={issue.featureImage.height ?? 630}
              priority
            />
          </Feature>
        ) : null}
        <IssueBody html={issue.html} />
      </article>
      <GetTheNextIssue />
    </PageSection>
  )
}
