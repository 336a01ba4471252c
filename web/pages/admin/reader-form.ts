import { DEFAULT_FREQUENCY, type Frequency } from '../../../src/shared/enums.ts'
import type { NewReaderBody } from '../../../src/shared/inputs/readers.ts'
import { text } from '../../app/route-action.ts'

/** The Add a reader form's fields as typed. */
export interface NewReaderValues {
  email: string
  firstName: string
  lastName: string
  frequency: string
}

export const EMPTY_READER: NewReaderValues = {
  email: '',
  firstName: '',
  lastName: '',
  frequency: DEFAULT_FREQUENCY,
}

export const readNewReaderForm = (formData: FormData): NewReaderValues => ({
  email: text(formData, 'email'),
  firstName: text(formData, 'firstName'),
  lastName: text(formData, 'lastName'),
  frequency: text(formData, 'frequency') || DEFAULT_FREQUENCY,
})

/** POST /api/readers: blank names are left out (the account has none). */
export function newReaderPayload(values: NewReaderValues): NewReaderBody {
  const payload: NewReaderBody = {
    email: values.email.trim(),
    frequency: values.frequency as Frequency,
  }
  if (values.firstName.trim()) payload.firstName = values.firstName.trim()
  if (values.lastName.trim()) payload.lastName = values.lastName.trim()
  return payload
}

/** Where an upload's preview (and, once confirmed, what it did) is shown. */
export const readerImportPath = (id: number | string) => `/admin/subscribers/import/${id}`
