import { Fragment } from 'react'
import styled from 'styled-components'

export interface PreviewedMail {
  subject: string
  from: string
  to: string
  html: string
  text: string
  headers: { name: string; value: string }[]
}

const Wrap = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`

const Subject = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`

const PartTitle = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

// Emails are laid out for a white or dark client window; the frame gives them a neutral page.
const Frame = styled.iframe`
  width: 100%;
  height: 480px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
`

const Text = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  max-height: 320px;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.pageBottom};
`

const Headers = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`

/**
 * One message as a mail client would get it: the HTML part in a sandboxed frame (no scripts, no same
 * origin: a message is untrusted content), then the text part and every header.
 */
export function MailPreview({
  mail,
}: {
  /** The message: subject, sender, recipient, headers and its HTML and text parts. */
  mail: PreviewedMail
}) {
  return (
    <Wrap aria-label={`Message: ${mail.subject}`}>
      <Subject>{mail.subject}</Subject>
      <section>
        <PartTitle>HTML part</PartTitle>
        <Frame title={`HTML part of “${mail.subject}”`} sandbox="" srcDoc={mail.html} />
      </section>
      <section>
        <PartTitle>Text part</PartTitle>
        {/* Focusable so keyboard users can scroll a long text part. */}
        <Text tabIndex={0}>{mail.text}</Text>
      </section>
      <section>
        <PartTitle>Headers</PartTitle>
        <Headers>
          {mail.headers.map((header) => (
            <Fragment key={header.name}>
              <dt>{header.name}</dt>
              <dd>{header.value}</dd>
            </Fragment>
          ))}
        </Headers>
      </section>
    </Wrap>
  )
}
