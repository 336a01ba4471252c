import { ArrowLeft } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import styled from 'styled-components'
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

const Meta = styled.p.withConfig({ componentId: 'IssueMeta' })`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** /newsletter/archive/{slug}: one sent issue. */
export function IssuePage() {
  const { issue } = useLoaderData<IssueData>()
  return (
    <PageSection>
      <article>
        <Back to="/newsletter/archive">
          <ArrowLeft aria-hidden size={16} /> All issues
        </Back>
        <PageTitle>{issue.title}</PageTitle>
        <Meta>
          <time dateTime={dateTimeAttribute(issue.sentAt)}>{sentDate(issue.sentAt)}</time> ·{' '}
          {topicLine(issue.topics)}
        </Meta>
        <IssueBody html={issue.html} />
      </article>
    </PageSection>
  )
}
