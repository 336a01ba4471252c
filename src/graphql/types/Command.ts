import type { Command } from '../../shared/models/commands.ts'
import { builder } from '../builder.ts'
import { CommandCategoryEnum } from './enums.ts'

export const CommandRef = builder.objectRef<Command>('Command').implement({
  description: 'A shell command documented for a project (setup, testing, deployment...).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Unique id of the command.' }),
    projectId: t.exposeID('projectId', { description: 'The project this command belongs to.' }),
    command: t.exposeString('command', { description: 'The command line itself.' }),
    description: t.exposeString('description', { description: 'What the command does.' }),
    category: t.expose('category', {
      type: CommandCategoryEnum,
      description: 'Setup, development, testing, deployment, maintenance or general.',
    }),
    example: t.exposeString('example', { nullable: true, description: 'An example invocation or output.' }),
    tags: t.exposeStringList('tags', { nullable: true, description: 'Free-form labels.' }),
    order: t.exposeInt('order', { description: 'Position among the project commands (ascending).' }),
  }),
})
