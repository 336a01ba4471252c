import { Check, Copy } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { useToast } from '../../components/toast/Toaster.tsx'
import { Button } from '../../components/ui/Button.tsx'
import { useHydrated } from '../../lib/browser-env.ts'
import { Card, Muted, SpreadRow } from './ui.tsx'

const Code = styled.textarea`
  width: 100%;
  min-height: 9rem;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.well};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.6;
  resize: vertical;
`

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

/** How long the button says Copied before it offers to copy again. */
const COPIED_MS = 2000

/**
 * The embeddable sign-up form (docs/decisions/233): plain HTML for the owner's other pages that posts an
 * address to this site, which starts a double opt-in and shows the visitor what happens next. Shown in a
 * read-only field (select and copy by hand without JavaScript), with a Copy button once the page runs.
 */
export function SignupFormSnippet({ html }: { html: string }) {
  const id = useId()
  const hydrated = useHydrated()
  const { toast } = useToast()
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(html)
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the code and copy it by hand',
        variant: 'destructive',
      })
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPIED_MS)
  }
  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <SpreadRow>
        <Title id={`${id}-title`}>Sign-up form for your other pages</Title>
        {hydrated ? (
          <Button type="button" $size="sm" onClick={() => void copy()} aria-describedby={`${id}-code`}>
            {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
            {copied ? 'Copied' : 'Copy code'}
          </Button>
        ) : null}
      </SpreadRow>
      <Muted id={`${id}-note`}>
        Paste this HTML into any page, on any site: visitors enter their email, and this site mails them a
        link to confirm. It needs no JavaScript, and never changes or reveals an existing reader.
      </Muted>
      <Code
        id={`${id}-code`}
        readOnly
        value={html}
        aria-label="Sign-up form HTML"
        aria-describedby={`${id}-note`}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
    </Card>
  )
}
