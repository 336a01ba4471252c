import { sha256 } from '@oslojs/crypto/sha2'
import type { Sql } from '../../db/client.ts'
import { existingSalt, saltForDay, visitorSeenSince } from '../../db/insight-events.ts'
import { addDays, isoDay } from '../../shared/insights.ts'

/** A visit that continues across midnight keeps yesterday's id if it was active this recently. */
export const VISIT_GAP_MS = 30 * 60 * 1000

const encoder = new TextEncoder()

/**
 * The visitor id: the first 16 bytes of sha256(salt : site : ip : user agent). Without the day's salt,
 * which is random and deleted after 48 hours, nobody (us included) can tell which IP made an id.
 */
function visitorId(salt: Uint8Array, site: string, ip: string, userAgent: string): Uint8Array {
  const text = encoder.encode(`:${site}:${ip}:${userAgent}`)
  const input = new Uint8Array(salt.length + text.length)
  input.set(salt)
  input.set(text, salt.length)
  return sha256(input).slice(0, 16)
}

/**
 * Visitor ids for one site. The day's salt is read once per day and instance (made on first use; several
 * instances agree through INSERT … ON CONFLICT). The rule across midnight, as Plausible's: during the
 * first 30 minutes of a UTC day, an ip + user agent whose id under yesterday's salt sent an event in the
 * last 30 minutes keeps that id, so one visit spanning midnight is one visitor, not two.
 */
export function createVisitorIds(sql: Sql, site: string) {
  const salts = new Map<string, Promise<Uint8Array | null>>()
  const salt = (day: string, create: boolean) => {
    const key = `${day}:${create}`
    let found = salts.get(key)
    if (!found) {
      found = create ? saltForDay(sql, day) : existingSalt(sql, day)
      // A failed read is not remembered: the next event tries again.
      found.catch(() => salts.delete(key))
      salts.set(key, found)
      // Only today's and yesterday's matter.
      if (salts.size > 8) salts.delete(salts.keys().next().value!)
    }
    return found
  }
  // The rule's answer per yesterday's id, decided once per visitor and instance in the first half hour
  // (one look at the events of the last 30 minutes each, not one per event); emptied after it.
  const carried = new Map<string, Promise<boolean>>()

  return async function idOf(ip: string, userAgent: string, at: Date): Promise<Uint8Array> {
    const today = isoDay(at)
    const id = visitorId((await salt(today, true))!, site, ip, userAgent)
    const sinceMidnight = at.getTime() - Date.parse(`${today}T00:00:00Z`)
    if (sinceMidnight >= VISIT_GAP_MS) {
      if (carried.size > 0) carried.clear()
      return id
    }
    const yesterdaySalt = await salt(addDays(today, -1), false)
    if (!yesterdaySalt) return id
    const previous = visitorId(yesterdaySalt, site, ip, userAgent)
    const key = `${today}:${Buffer.from(previous).toString('hex')}`
    let keep = carried.get(key)
    if (!keep) {
      keep = visitorSeenSince(sql, previous, new Date(at.getTime() - VISIT_GAP_MS))
      keep.catch(() => carried.delete(key))
      carried.set(key, keep)
    }
    return (await keep) ? previous : id
  }
}
