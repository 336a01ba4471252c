import { builder } from '../builder.ts'

builder.queryType({
  description:
    'Read access to the portfolio: public content for everyone, account data for the signed-in user.',
})
