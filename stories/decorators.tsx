import type { Decorator } from '@storybook/react-vite'
import { Card, CardTitle } from '../web/pages/auth/form-kit.tsx'

/** A component that fills its container, held to the width its place in the app gives it. */
export const maxWidth =
  (px: number, { padding }: { padding?: number } = {}): Decorator =>
  (Story) => (
    <div style={{ maxWidth: px, padding }}>
      <Story />
    </div>
  )

/** A form shown inside the titled card its page puts it in. */
export const inFormCard =
  (title: string): Decorator =>
  (Story) => (
    <Card>
      <CardTitle>{title}</CardTitle>
      <Story />
    </Card>
  )
