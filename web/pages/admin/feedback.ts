import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useToast } from '../../components/toast/Toaster.tsx'
import { errorText, isUnauthorizedError } from '../../lib/api.ts'

export { errorText }

/** The redirect delay after an unauthorized action or an unauthenticated admin visit (docs/spec.md §9). */
export const REDIRECT_DELAY_MS = 1000

/**
 * The spec's failure toasts for admin writes: an unauthorized answer gets 'Unauthorized' / 'Please log
 * in again to continue' (and, for projects and work experience, a redirect to /auth after 1 second);
 * anything else gets the given title with the server's message.
 */
export function useWriteFailure() {
  const { toast } = useToast()
  const navigate = useNavigate()
  return useCallback(
    (error: unknown, title: string, options: { redirectOnUnauthorized: boolean }) => {
      if (isUnauthorizedError(error)) {
        toast({
          title: 'Unauthorized',
          description: 'Please log in again to continue',
          variant: 'destructive',
        })
        if (options.redirectOnUnauthorized) setTimeout(() => navigate('/auth'), REDIRECT_DELAY_MS)
        return
      }
      toast({ title, description: errorText(error), variant: 'destructive' })
    },
    [toast, navigate],
  )
}
