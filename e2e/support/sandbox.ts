/**
 * What Chrome logs when a script is offered to the mail preview's sandboxed srcdoc frame: axe (and in
 * Storybook our init scripts) try every frame, and that frame refusing them is it doing its job.
 */
export const SANDBOX_REFUSAL =
  "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed"
