import { ownerSetupOpen } from '../../modules/setup/service.ts'
import { builder } from '../builder.ts'

builder.queryFields((t) => ({
  ownerSetupOpen: t.boolean({
    description:
      'True until the site has an administrator: /admin then offers the first-run owner setup, which ' +
      'needs the token the server printed in its log.',
    resolve: (_root, _args, ctx) => ownerSetupOpen(ctx.deps.sql),
  }),
}))
