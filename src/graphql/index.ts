import { surfaceDatabaseOutages } from '../modules/graphql/outages.ts'
import { builder } from './builder.ts'
import './types/Query.ts'
import './types/DateTime.ts'
import './types/enums.ts'
import './types/Command.ts'
import './types/Project.ts'
import './types/WorkExperience.ts'
import './types/User.ts'
import './types/NewsletterSubscription.ts'

export const schema = surfaceDatabaseOutages(builder.toSchema({ sortSchema: true }))
