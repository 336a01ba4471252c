// Adds the sample content to an empty database (npm run seed); it never writes over existing content.
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { migrate } from '../src/db/migrate.ts'
import { seedSampleContent } from '../src/modules/sample-content/service.ts'

const config = loadConfig()
const db = await openDatabase(config)
try {
  await migrate(db.sql)
  const { seeded } = await seedSampleContent(db.sql)
  console.log(seeded ? 'sample content added' : 'the database already has content; nothing seeded')
} finally {
  await db.close()
}
