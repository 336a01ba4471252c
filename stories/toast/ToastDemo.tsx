import { useEffect } from 'react'
import { type ToastOptions, useToast } from '../../web/components/toast/Toaster.tsx'
import { Button } from '../../web/components/ui/Button.tsx'

/**
 * A toast as a component raises it: `const { toast } = useToast()`, then `toast(options)`. The app's
 * ToastProvider shows one toast at a time for 5 s (swipe right to dismiss, F8 focuses the list). Here the
 * toast is raised once on mount and again on each click of Show toast.
 */
export function ToastDemo({ title, description, variant }: ToastOptions) {
  const { toast } = useToast()
  useEffect(() => toast({ title, description, variant }), [toast, title, description, variant])
  return (
    <Button type="button" $variant="secondary" onClick={() => toast({ title, description, variant })}>
      Show toast
    </Button>
  )
}

/** A toast raised by a button, as the header's contact form raises its two (nothing shows until the click). */
export function ToastOnClick(options: ToastOptions) {
  const { toast } = useToast()
  return (
    <button type="button" onClick={() => toast(options)}>
      Show “{options.title}”
    </button>
  )
}
