import { FileUp, UserPlus } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Form, useActionData, useNavigate } from 'react-router'
import styled from 'styled-components'
import { FREQUENCIES, FREQUENCY_LABELS } from '../../../src/shared/enums.ts'
import { NewReaderBody } from '../../../src/shared/inputs/readers.ts'
import type { ActionData } from '../../app/route-action.ts'
import { Button } from '../../components/ui/Button.tsx'
import { Disclosure } from '../../components/ui/Disclosure.tsx'
import { Field, FormGrid, Input, Select } from '../../components/ui/Field.tsx'
import { useRouteForm } from '../../components/ui/route-form.tsx'
import { useHydrated } from '../../lib/browser-env.ts'
import { useWriteFailure } from './feedback.ts'
import { EMPTY_READER, type NewReaderValues, newReaderPayload, readerImportPath } from './reader-form.ts'
import { Card, Muted, Row } from './ui.tsx'
import { uploadWithProgress } from './upload.ts'
import { UploadProgress } from './upload-controls.tsx'

/** The screen's address: both forms post to its action (subscribersAction). */
const SCREEN = '/admin/subscribers'

const Panels = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0;
  & > details[open] { flex: 1 1 100%; }
  /* The note reads as part of the buttons' row: centred on them, not hung from their top. */
  & > ${Muted} { align-self: center; }
`

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 44rem;
  p { margin: 0; }
`

/** One reader by hand: a one-row import (the server's addReader), with the owner's word for consent. */
function AddReaderForm() {
  const form = useRouteForm<NewReaderValues, ReturnType<typeof newReaderPayload>>({
    idPrefix: 'add-reader',
    intent: 'add',
    initial: () => EMPTY_READER,
    schema: NewReaderBody,
    toPayload: newReaderPayload,
  })
  const { field, bind, setValues } = form
  const answer = useActionData() as ActionData | undefined
  // A reader added: the form is empty again for the next one.
  useEffect(() => {
    if (answer?.ok && answer.intent === 'add') setValues(EMPTY_READER)
  }, [answer, setValues])
  return (
    <Form {...form.form} action={SCREEN} aria-label="Add a reader">
      <input type="hidden" name="intent" value="add" />
      <Panel>
        <p>
          They are subscribed at once, as confirmed, and get no email now: add only someone who asked for your
          newsletter. Someone who unsubscribed cannot be added back.
        </p>
        <FormGrid>
          <Field {...field('email')} label="Email" wide>
            <Input type="email" autoComplete="off" {...bind('email')} />
          </Field>
          <Field {...field('firstName')} label="First name" optional>
            <Input autoComplete="off" {...bind('firstName')} />
          </Field>
          <Field {...field('lastName')} label="Last name" optional>
            <Input autoComplete="off" {...bind('lastName')} />
          </Field>
          <Field {...field('frequency')} label="Frequency">
            <Select {...bind('frequency')} options={FREQUENCIES} labels={FREQUENCY_LABELS} />
          </Field>
        </FormGrid>
        <Row>
          <Button type="submit" $variant="primary" disabled={form.sending}>
            {form.sending ? 'Adding...' : 'Add reader'}
          </Button>
        </Row>
      </Panel>
    </Form>
  )
}

const FileInput = styled.input`
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/**
 * A CSV file to import: the upload shows its progress (from script, as media uploads do), then the
 * preview page says what the import would do; nothing is saved before the owner confirms there.
 * Without JavaScript the same form posts the file to the screen's action, which answers with the
 * preview page.
 */
function ImportForm() {
  const id = useId()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const fail = useWriteFailure()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return
    event.preventDefault()
    const file = input.current?.files?.[0]
    if (!file)
      return fail(new Error('Choose a CSV file to import first'), 'No file chosen', {
        redirectOnUnauthorized: false,
      })
    const body = new FormData()
    body.append('file', file)
    setProgress(0)
    try {
      const preview = await uploadWithProgress<{ id: number }>(
        '/api/readers/imports',
        body,
        (loaded, total) => setProgress(Math.round((loaded / total) * 100)),
      )
      navigate(readerImportPath(preview.id))
    } catch (error) {
      fail(error, 'Failed to read the file', { redirectOnUnauthorized: true })
    } finally {
      setProgress(null)
    }
  }

  return (
    <Form
      method="post"
      action={SCREEN}
      encType="multipart/form-data"
      onSubmit={(e) => void upload(e)}
      aria-label="Import readers from a CSV file"
    >
      <input type="hidden" name="intent" value="import" />
      <Panel>
        <p id={`${id}-hint`}>
          A CSV file whose first row names the columns: <strong>Email</strong> (required), and if you have
          them First name, Last name, Frequency (every issue, weekly or monthly) and Topics (separated by
          semicolons). Up to 5 MB and 50,000 rows. You see what the import would do before anything is saved.
        </p>
        <Row>
          <label htmlFor={`${id}-file`}>CSV file</label>
          <FileInput
            ref={input}
            id={`${id}-file`}
            name="file"
            type="file"
            accept=".csv,text/csv,text/plain"
            required
            aria-describedby={`${id}-hint`}
            disabled={progress !== null}
          />
        </Row>
        <Row>
          <Button type="submit" $variant="primary" disabled={progress !== null}>
            {progress !== null ? 'Uploading...' : 'Upload and preview'}
          </Button>
        </Row>
        <UploadProgress label="Uploading the file..." percent={progress} />
      </Panel>
    </Form>
  )
}

/**
 * Adding readers: one by hand, or many from a CSV file. Each panel is a native disclosure, so it opens
 * and closes without JavaScript; a form whose last post failed opens with its errors.
 */
export function AddReaders() {
  const answer = useActionData() as ActionData | undefined
  const failed = (intent: string) => answer?.intent === intent && !answer.ok
  return (
    <Panels>
      <Disclosure open={failed('add') || undefined}>
        <Button as="summary" $variant="secondary">
          <UserPlus aria-hidden size={16} /> Add a reader
        </Button>
        <AddReaderForm />
      </Disclosure>
      <Disclosure open={failed('import') || undefined}>
        <Button as="summary" $variant="secondary">
          <FileUp aria-hidden size={16} /> Import from CSV
        </Button>
        <ImportForm />
      </Disclosure>
      <Muted>Nothing is mailed to readers you add or import.</Muted>
    </Panels>
  )
}
