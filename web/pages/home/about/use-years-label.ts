import { useSyncExternalStore } from 'react'
import { YEARS_STAT_ATTRIBUTE } from './AboutSection.tsx'
import { formatYearsOfExperience, yearsOfExperience } from './experience.ts'

const noSubscription = () => () => {}

/**
 * The Years of Experience label. The server computes it from its own date; while hydrating, the
 * browser reuses the figure already in the server HTML, then React re-renders with the browser's
 * date. So no mismatch even when the two clocks straddle the first of June (decision 015).
 */
export function useYearsLabel(careerStart: string): string {
  const labelFor = (now: Date) => formatYearsOfExperience(yearsOfExperience(now, careerStart))
  return useSyncExternalStore(
    noSubscription,
    () => labelFor(new Date()),
    () => {
      if (typeof document === 'undefined') return labelFor(new Date())
      return document.querySelector(`[${YEARS_STAT_ATTRIBUTE}]`)?.textContent || labelFor(new Date())
    },
  )
}
