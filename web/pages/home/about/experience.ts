/**
 * Whole years from `careerStart` (YYYY-MM-DD, site settings) to `now`, by UTC calendar dates so server
 * and browser agree. The spec's rule (from 2022, minus one before June) is the default start 2022-06-01.
 */
export function yearsOfExperience(now: Date, careerStart: string): number {
  const [year = 0, month = 1, day = 1] = careerStart.split('-').map(Number)
  const years = now.getUTCFullYear() - year
  const beforeAnniversary =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)
  return beforeAnniversary ? years - 1 : years
}

/** '<1' under a year, '≈1' for one, '≈N' beyond. */
export function formatYearsOfExperience(years: number): string {
  if (years < 1) return '<1'
  return `≈${years}`
}
