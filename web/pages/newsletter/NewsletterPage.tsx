import { ArrowRight, Rss } from 'lucide-react'
import { lazy, memo, Suspense } from 'react'
import { Link, useLoaderData } from 'react-router'
import styled from 'styled-components'
import { LATER_PARTS } from '../../../src/shared/hydration.ts'
import { AnnounceHydrated } from '../../app/announce-hydrated.tsx'
import { useSite } from '../../app/site.ts'
import { dateTimeAttribute } from '../../lib/dates.ts'
import { sentDate } from '../newsletter-archive/format.ts'
import { JoinForm } from './JoinForm.tsx'
import { Muted, Panel, SectionTitle } from './landing-ui.tsx'
import type { NewsletterData } from './loader.ts'

/**
 * The account panel at the bottom (sign in, or an account with a password) is below the fold: its code
 * loads beside the page's and hydrates when it arrives, so the first screen's hydration is shorter
 * (docs/decisions/151). Asked for as soon as this module runs; a navigation waits for it.
 */
export const loadReaderAccount = () => import('./ReaderAccount.tsx')
if (typeof window !== 'undefined') void loadReaderAccount()
const LazyReaderAccount = lazy(() => loadReaderAccount().then((m) => ({ default: m.ReaderAccount })))

// No props, so no re-render of the page reaches the boundary before its code is there (decision 151).
const BelowTheFold = memo(function BelowTheFold() {
  return (
    <Suspense>
      <AnnounceHydrated part={LATER_PARTS.readerAccount}>
        <LazyReaderAccount />
      </AnnounceHydrated>
    </Suspense>
  )
})

/** One reading column: the pitch, the form, the latest issues, then the way back in for readers. */
const Column = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(16)};
`

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: clamp(2rem, 1.5rem + 2vw, ${({ theme }) => theme.fontSizes.hero});
  line-height: 1.1;
  letter-spacing: -0.03em;
  color: ${({ theme }) => theme.colors.textStrong};
  overflow-wrap: anywhere;
`

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.measure};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.5;
`

const Issues = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  time {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.accent};
  }
`

function LatestIssues({ latest }: NewsletterData) {
  return (
    <section aria-labelledby="latest-issues">
      <SectionTitle id="latest-issues">Latest issues</SectionTitle>
      {latest.length === 0 ? (
        <Muted style={{ marginBottom: '1rem' }}>The first issue is on its way.</Muted>
      ) : (
        <Issues>
          {latest.map((issue) => (
            <li key={issue.id}>
              <Link to={`/newsletter/archive/${issue.slug}`}>{issue.title}</Link>
              <time dateTime={dateTimeAttribute(issue.sentAt)}>{sentDate(issue.sentAt)}</time>
            </li>
          ))}
        </Issues>
      )}
      <Links>
        <Link to="/newsletter/archive">
          Read past issues <ArrowRight aria-hidden size={14} />
        </Link>
        <a href="/newsletter/feed.xml">
          <Rss aria-hidden size={14} /> Atom feed
        </a>
      </Links>
    </section>
  )
}

/**
 * /newsletter, the newsletter's public landing page (issue 21 item 13, docs/decisions/233): what it is
 * about in the owner's words, subscribing with an address alone first, the latest issues, then the
 * spec's 'Sign up' / 'Sign in' toggle for readers with an account (a mailed link or a password).
 */
export function NewsletterPage() {
  const site = useSite()
  const data = useLoaderData<NewsletterData>()
  return (
    <Column aria-labelledby="newsletter-title">
      <div>
        <Eyebrow>Newsletter</Eyebrow>
        <Title id="newsletter-title">{`${site.ownerName}’s newsletter`}</Title>
        <Lead>{site.description}</Lead>
        <Muted>
          New projects and write-ups by email, as often as you choose. No account or password needed, and
          every issue has a one-click unsubscribe link.
        </Muted>
      </div>
      <Panel>
        <JoinForm />
      </Panel>
      <LatestIssues latest={data.latest} />
      <BelowTheFold />
    </Column>
  )
}
