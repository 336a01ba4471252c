import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { FiltersBar } from '../../web/pages/projects/FiltersBar.tsx'
import { NO_FILTERS, type ProjectsQueryState } from '../../web/pages/projects/query-state.ts'

const meta = {
  title: 'Projects/FiltersBar',
  component: FiltersBar,
  args: { value: { ...NO_FILTERS, view: 'grid' }, onChange: fn() },
} satisfies Meta<typeof FiltersBar>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Filtered: Story = {
  args: { value: { search: 'timer', tech: 'Next.js', status: 'Completed', view: 'list' } },
}

/** Wired to local state, as the page wires it to the URL query. */
export const Interactive: Story = {
  render: (args) => {
    const [value, setValue] = useState<ProjectsQueryState>(args.value)
    return (
      <FiltersBar
        value={value}
        onChange={(patch) => {
          args.onChange(patch)
          setValue((v) => ({ ...v, ...patch }))
        }}
      />
    )
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByPlaceholderText('Search projects...'), 'ai')
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Planning')
    await userEvent.click(canvas.getByRole('button', { name: 'List view' }))
    await expect(canvas.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true')
    await expect(args.onChange).toHaveBeenCalledWith({ status: 'Planning' })
  },
}
