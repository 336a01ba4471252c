import type { Sql } from '../../db/client.ts'
import { insertCommand } from '../../db/commands.ts'
import { LOCK_KEYS, withAdvisoryLock } from '../../db/locks.ts'
import { hasContent, insertProject } from '../../db/projects.ts'
import { insertWorkExperience } from '../../db/work-experiences.ts'
import { SAMPLE_PROJECTS, SAMPLE_WORK_EXPERIENCES } from './content.ts'

/**
 * Inserts the sample content when the site has no content at all; never on top of existing data.
 * Runs under a lock so instances starting together seed once.
 */
export function seedSampleContent(sql: Sql): Promise<{ seeded: boolean }> {
  return withAdvisoryLock(sql, LOCK_KEYS.seed, async (tx) => {
    if (await hasContent(tx)) return { seeded: false }
    for (const { commands, ...fields } of SAMPLE_PROJECTS) {
      const created = await insertProject(tx, fields)
      for (const command of commands) await insertCommand(tx, { ...command, projectId: created.id })
    }
    for (const experience of SAMPLE_WORK_EXPERIENCES) await insertWorkExperience(tx, experience)
    return { seeded: true }
  })
}
