import { Eye, EyeOff } from 'lucide-react'
import {
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useContext,
  useState,
} from 'react'
import styled, { css } from 'styled-components'

interface FieldContext {
  id: string
  invalid: boolean
  describedBy: string | undefined
}

const FieldControl = createContext<FieldContext | null>(null)

/** Id, aria-invalid and aria-describedby for the control inside a Field, so no form wires them by hand. */
function useFieldControl() {
  const field = useContext(FieldControl)
  if (!field) throw new Error('Input, Textarea, Select and PasswordInput belong inside a <Field>')
  return {
    id: field.id,
    name: field.id,
    'aria-invalid': field.invalid ? true : undefined,
    'aria-describedby': field.describedBy,
  }
}

const FieldBox = styled.div`
  display: grid;
  /* Beside a taller field in a FormGrid row, the control keeps its height instead of stretching. */
  align-content: start;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`

const Quiet = styled.span`
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSubtle};
`

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`

/** A control's or a group's error, announced as it appears; nothing when there is none. */
export function FieldError({ id, error }: { id?: string | undefined; error: string | undefined }) {
  return error ? (
    <ErrorText id={id} role="alert">
      {error}
    </ErrorText>
  ) : null
}

interface FieldProps {
  /** The control's id: the label points at it, and the hint and error ids derive from it. */
  id: string
  /** The visible label, which names the control. */
  label: string
  /** Help under the control, tied to it as its description. */
  hint?: string | undefined
  /** The control's error: shown under it, marks it aria-invalid and describes it. */
  error?: string | undefined
  /** Marks the label '(optional)'. */
  optional?: boolean
  /** Spans both columns of a FormGrid. */
  wide?: boolean
  /** The one control (Input, Textarea, Select or PasswordInput). */
  children: ReactNode
}

/** A label, one control (Input, Textarea, Select, PasswordInput), a hint and the control's error. */
export function Field({ id, label, hint, error, optional, wide, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <FieldBox className={wide ? 'wide' : undefined}>
      <Label htmlFor={id}>
        {label} {optional ? <Quiet>(optional)</Quiet> : null}
      </Label>
      <FieldControl.Provider value={{ id, invalid: Boolean(error), describedBy }}>
        {children}
      </FieldControl.Provider>
      {hint ? <Quiet id={hintId}>{hint}</Quiet> : null}
      <FieldError id={errorId} error={error} />
    </FieldBox>
  )
}

const control = css`
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.pageBottom};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  option {
    background: ${({ theme }) => theme.colors.pageTop};
  }
`

const StyledInput = styled.input`
  ${control}
`
const StyledTextarea = styled.textarea`
  ${control}
  resize: vertical;
`
const StyledSelect = styled.select`
  ${control}
`

/** A control's own attributes, its text controlled: `value`, and `onChange` called with the new text. */
type Controlled<Attributes> = Omit<Attributes, 'onChange' | 'value'> & {
  value: string
  onChange: (value: string) => void
}

/** A text input inside a Field: takes its id, aria-invalid and description from the Field. */
export function Input({ onChange, ...rest }: Controlled<InputHTMLAttributes<HTMLInputElement>>) {
  return <StyledInput {...useFieldControl()} onChange={(e) => onChange(e.target.value)} {...rest} />
}

/** A file input inside a Field: the browser's own control, which names the file chosen. */
export function FileInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <input type="file" {...useFieldControl()} {...props} />
}

/** A multi-line text input inside a Field (3 rows by default, resizable vertically). */
export function Textarea({
  onChange,
  rows = 3,
  ...rest
}: Controlled<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return (
    <StyledTextarea {...useFieldControl()} rows={rows} onChange={(e) => onChange(e.target.value)} {...rest} />
  )
}

/** A native select over a fixed list; `labels` shows other text than the value where one is given. */
export function Select({
  onChange,
  options,
  labels = {},
  ...rest
}: Controlled<SelectHTMLAttributes<HTMLSelectElement>> & {
  /** The values to choose from, in order. */
  options: readonly string[]
  /** Text to show instead of a value, by value (e.g. 'in-progress' → 'In Progress'). */
  labels?: Record<string, string>
}) {
  return (
    <StyledSelect {...useFieldControl()} onChange={(e) => onChange(e.target.value)} {...rest}>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option] ?? option}
        </option>
      ))}
    </StyledSelect>
  )
}

const RevealRow = styled.div`
  position: relative;
  display: flex;
`

const RevealButton = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space(1)};
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1.5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
`

/** A password input with a show/hide toggle. */
export function PasswordInput(props: Omit<Controlled<InputHTMLAttributes<HTMLInputElement>>, 'type'>) {
  const { id } = useFieldControl()
  const [revealed, setRevealed] = useState(false)
  return (
    <RevealRow>
      <Input type={revealed ? 'text' : 'password'} {...props} />
      <RevealButton
        type="button"
        aria-label={revealed ? 'Hide password' : 'Show password'}
        aria-controls={id}
        onClick={() => setRevealed((r) => !r)}
      >
        {revealed ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
      </RevealButton>
    </RevealRow>
  )
}

/** Fields in two columns from the md breakpoint; a `wide` Field spans both. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
    & > .wide { grid-column: 1 / -1; }
  }
`
