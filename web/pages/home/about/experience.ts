/** Professional experience counts from this year (spec section 2). */
export const CAREER_START_YEAR = 2022
/** Before June the current year does not count yet (0-based month index of June). */
const JUNE = 5

/** Whole years of experience on `now`, by its UTC calendar date so server and browser agree. */
export function yearsOfExperience(now: Date): number {
  const years = now.getUTCFullYear() - CAREER_START_YEAR
  return now.getUTCMonth() < JUNE ? years - 1 : years
}

/** '<1' under a year, '≈1' for one, '≈N' beyond. */
export function formatYearsOfExperience(years: number): string {
  if (years < 1) return '<1'
  return `≈${years}`
}
