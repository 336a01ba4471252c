/**
 * What Chrome logs when a script is offered to the mail preview's sandboxed frame: axe (and in Storybook
 * our init scripts) try every frame, and that frame refusing them is it doing its job. The frame is
 * `about:blank` until its srcdoc document replaces it, and refuses in both.
 */
export const isSandboxRefusal = (text: string) =>
  /^Blocked script execution in 'about:(srcdoc|blank)' because the document's frame is sandboxed/.test(text)
