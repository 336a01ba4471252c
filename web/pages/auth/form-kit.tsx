import type { TSchema } from '@sinclair/typebox'
import { Eye, EyeOff } from 'lucide-react'
import { type InputHTMLAttributes, useState } from 'react'
import styled from 'styled-components'
import { fieldErrors } from '../../../src/shared/field-errors.ts'

export type FieldErrors = Record<string, string>

/** Checks a form's payload with the server's own TypeBox schema; field name → first message. */
export function validateWith(schema: TSchema, value: unknown): FieldErrors {
  const out: FieldErrors = {}
  for (const error of fieldErrors(schema, value)) out[error.field.split('.')[0]!] ??= error.message
  return out
}

export const Card = styled.div`
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 24px 48px rgba(0, 0, 0, 0.35);
`

export const CardTitle = styled.h1`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: 0 0 ${({ theme }) => theme.space(6)};
`

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  cursor: pointer;
  border: 1px solid
    ${({ theme, $variant = 'primary' }) =>
      $variant === 'primary'
        ? theme.colors.accent
        : $variant === 'danger'
          ? theme.colors.danger
          : theme.colors.borderStrong};
  background: ${({ theme, $variant = 'primary' }) => ($variant === 'primary' ? theme.colors.accent : 'transparent')};
  color: ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? theme.colors.pageTop
      : $variant === 'danger'
        ? theme.colors.danger
        : theme.colors.text};
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`

const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textSubtle};
`

const InputRow = styled.div`
  position: relative;
  display: flex;
`

const Input = styled.input`
  width: 100%;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space(3)};
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

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`

export const AlertBox = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: rgba(127, 29, 29, 0.35);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  optional?: boolean
  /** Adds a show/hide toggle for passwords. */
  revealable?: boolean
}

/** A labelled input with its error right below it, announced through aria-describedby. */
export function Field({
  id,
  label,
  value,
  onChange,
  error,
  optional,
  revealable,
  type,
  ...rest
}: FieldProps) {
  const [revealed, setRevealed] = useState(false)
  const errorId = `${id}-error`
  return (
    <FieldBox>
      <Label htmlFor={id}>
        {label} {optional ? <Optional>(optional)</Optional> : null}
      </Label>
      <InputRow>
        <Input
          id={id}
          name={id}
          type={revealable && revealed ? 'text' : type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        {revealable ? (
          <RevealButton
            type="button"
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-controls={id}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </RevealButton>
        ) : null}
      </InputRow>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldBox>
  )
}
