import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { Field, FormGrid, Input, PasswordInput, Select, Textarea } from '../../web/components/ui/Field.tsx'

/** One field with local state, so typing in the story works. */
function Demo({
  control,
  label,
  hint,
  error,
  optional,
}: {
  control: 'input' | 'textarea' | 'select' | 'password'
  label: string
  hint?: string
  error?: string
  optional?: boolean
}) {
  const [value, setValue] = useState(control === 'select' ? 'General' : '')
  const bound = { value, onChange: setValue }
  return (
    <Field id="demo" label={label} hint={hint} error={error} optional={optional}>
      {control === 'input' ? (
        <Input {...bound} />
      ) : control === 'textarea' ? (
        <Textarea {...bound} />
      ) : control === 'select' ? (
        <Select {...bound} options={['General', 'Development', 'Testing']} />
      ) : (
        <PasswordInput {...bound} />
      )}
    </Field>
  )
}

const meta = {
  title: 'UI/Field',
  component: Demo,
  args: { control: 'input', label: 'Title' },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

export const TextInput: Story = {}
export const WithHint: Story = { args: { control: 'textarea', label: 'Features', hint: 'One per line' } }
export const Optional: Story = { args: { label: 'Phone', optional: true } }
export const SelectControl: Story = { args: { control: 'select', label: 'Category' } }

/** The error is tied to the control: aria-invalid and the accessible description. */
export const WithError: Story = {
  args: { label: 'Username', error: 'Username is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Username')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Username is required')
  },
}

/** The password's show/hide toggle switches the input type. */
export const Password: Story = {
  args: { control: 'password', label: 'Password' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' })
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(input).toHaveAttribute('type', 'text')
  },
}

/** Two columns from the md breakpoint; a wide field spans both. */
export const Grid: Story = {
  render: () => (
    <FormGrid>
      <Field id="grid-title" label="Title" wide>
        <Input value="AI Meal Planner" onChange={() => {}} />
      </Field>
      <Field id="grid-duration" label="Duration">
        <Input value="3 months" onChange={() => {}} />
      </Field>
      <Field id="grid-role" label="Role">
        <Input value="Lead" onChange={() => {}} />
      </Field>
    </FormGrid>
  ),
}
