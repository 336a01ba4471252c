import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect } from 'storybook/test'
import { Field, FormGrid, Input, PasswordInput, Select, Textarea } from '../../web/components/ui/Field.tsx'

/** One control with local state, so typing in the story works. */
function Controlled({ control }: { control: 'input' | 'textarea' | 'select' | 'password' }) {
  const [value, setValue] = useState(control === 'select' ? 'General' : '')
  const bound = { value, onChange: setValue }
  return control === 'input' ? (
    <Input {...bound} />
  ) : control === 'textarea' ? (
    <Textarea {...bound} />
  ) : control === 'select' ? (
    <Select {...bound} options={['General', 'Development', 'Testing']} />
  ) : (
    <PasswordInput {...bound} />
  )
}

/** A label, one control, a hint and the control's error, wired for assistive technology. */
const meta = {
  title: 'UI/Field',
  component: Field,
  // The Docs page also documents the controls a Field holds.
  subcomponents: { Input, Textarea, Select, PasswordInput },
  args: { id: 'demo', label: 'Title', children: <Controlled control="input" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const TextInput: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' })
    await userEvent.type(input, 'AI Meal Planner')
    await expect(input).toHaveValue('AI Meal Planner')
    await expect(input).not.toHaveAttribute('aria-invalid', 'true')
  },
}
export const WithHint: Story = {
  args: { label: 'Features', hint: 'One per line', children: <Controlled control="textarea" /> },
}
export const Optional: Story = { args: { label: 'Phone', optional: true } }
export const SelectControl: Story = {
  args: { label: 'Category', children: <Controlled control="select" /> },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' })
    await expect(select).toHaveValue('General')
    await userEvent.selectOptions(select, 'Testing')
    await expect(select).toHaveValue('Testing')
  },
}

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
  args: { label: 'Password', children: <Controlled control="password" /> },
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
