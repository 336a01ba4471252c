import type { Meta } from '@storybook/react-vite'
import type { Composed } from '../../src/modules/mail/messages.tsx'

/**
 * Each email template as a mail client shows it: the HTML part (in a frame, as its own document) and
 * the text part. Rendered in the browser with the same functions the server queues mail with. The frame
 * is not sandboxed here, unlike the admin's Outbox, so the story test's axe also checks the email itself.
 */
export function EmailDocument({
  mail,
}: {
  /** The message as the server composes it: its subject and its HTML and text parts. */
  mail: Composed
}) {
  return (
    <article aria-label={mail.subject}>
      <h1 style={{ fontSize: '1.125rem' }}>{mail.subject}</h1>
      <iframe
        title={`HTML part of “${mail.subject}”`}
        srcDoc={mail.html}
        style={{ width: '100%', height: 520, border: 0, background: '#fff' }}
      />
      <h2 style={{ fontSize: '1rem' }}>Text part</h2>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{mail.text}</pre>
    </article>
  )
}

/**
 * The templates compose asynchronously, so each story builds its message in a loader and this renders it;
 * the `mail` arg is only the placeholder the component's props ask for.
 */
export const loadedMail = {
  args: { mail: { subject: '', html: '', text: '' } },
  render: (_args, { loaded }) => <EmailDocument mail={loaded.mail as Composed} />,
} satisfies Meta<typeof EmailDocument>
