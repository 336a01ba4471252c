import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { pngFile, signInAsAdmin, toastTitled, uniqueName } from './support/admin.ts'
import { waitForHydration } from './support/hydration.ts'

/*
 * The composer's images and scheduled sends (docs/decisions/234), in a browser in Berlin: images come in
 * by the upload button, a paste and a drop, each is flagged until described or marked decorative, and a
 * send is scheduled in the browser's time zone, named on screen, then cancelled.
 */

// The too-far time is refused by the server (a 400 the browser logs), on purpose.
test.use({ timezoneId: 'Europe/Berlin', expectedHttpErrors: [400] })

async function expectNoAxeViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    .include(include)
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Hands the text box image files the way a paste or a drop from the desktop does. */
async function pasteOrDrop(box: Locator, kind: 'paste' | 'drop', name: string, red: number) {
  const file = await pngFile(name, red)
  await box.evaluate(
    (element, { kind, name, bytes }) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }))
      const event =
        kind === 'paste'
          ? new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true })
          : new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true })
      element.dispatchEvent(event)
    },
    { kind, name, bytes: [...file.buffer] },
  )
}

test('images are uploaded, pasted and dropped into an issue, described, and the issue scheduled and cancelled', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const title = uniqueName('Pictures from the lab')
  await signInAsAdmin(page)
  await page.goto('/admin/newsletter')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'New issue' }).click()
  const form = page.getByRole('form', { name: 'Newsletter issue' })
  await form.getByLabel('Title', { exact: true }).fill(title)
  const box = form.getByLabel('Text (Markdown)')
  await box.fill('Our new rig:\n\n')

  // The upload button: the image goes in at the caret, and its description box takes the focus, flagged.
  await form.getByLabel('Upload image').setInputFiles(await pngFile('rig.png', 200))
  const first = form.getByLabel('Image 1: description')
  await expect(first).toBeFocused()
  await expect(box).toHaveValue(/^Our new rig:\n\n!\[\]\(\/media\/[0-9a-f]{64}\.png\)$/)
  await expect(form.getByText('No description yet: write one, or mark it decorative')).toBeVisible()
  await expect(form.getByText('1 image has no description', { exact: false })).toBeVisible()
  // The preview shows it from the server's rendering (our own media only).
  await expect(page.getByRole('region', { name: 'Preview' }).locator('img')).toHaveCount(1)

  await first.fill('The rig on the bench, wired up')
  await expect(box).toHaveValue(/!\[The rig on the bench, wired up\]\(\/media\//)

  // A paste and a drop of image files upload them too.
  await box.focus()
  await pasteOrDrop(box, 'paste', 'pasted.png', 40)
  await expect(form.getByLabel('Image 2: description')).toBeFocused()
  await pasteOrDrop(box, 'drop', 'dropped.png', 120)
  await expect(form.getByLabel('Image 3: description')).toBeVisible()
  await expect(form.getByText('2 images have no description', { exact: false })).toBeVisible()
  await expectNoAxeViolations(page, 'form[aria-label="Newsletter issue"]')

  // Saved as it is: a draft may keep undescribed images, but it cannot go out.
  await form.getByRole('button', { name: 'Save draft' }).click()
  await expect(toastTitled(page, 'Draft saved')).toBeVisible()
  const card = page.getByRole('listitem').filter({ hasText: title })
  await expect(
    card.getByText(/^Image 2 \([0-9a-f]{8}….png\) and image 3 .* have no description/),
  ).toBeVisible()
  await expect(card.getByRole('button', { name: 'Send', exact: true })).toBeDisabled()
  await expect(card.getByRole('button', { name: `Schedule ${title}` })).toBeDisabled()

  await card.getByRole('link', { name: 'Edit', exact: true }).click()
  await form.getByLabel('Image 2: description').fill('The view from the window')
  await form.getByLabel('Image 3 is decorative (nothing to describe)').check()
  await expect(form.getByText(/images? ha(s|ve) no description/)).toHaveCount(0)
  await form.getByRole('button', { name: 'Use image 1 as the feature image' }).click()
  await form.getByLabel('Feature image: description').fill('The rig, from above')
  await form.getByRole('button', { name: 'Save draft' }).click()
  await expect(form).toHaveCount(0)
  await expect(card.getByText(/no description/)).toHaveCount(0)

  // Scheduled in the browser's time zone, which the dialog names.
  await card.getByRole('link', { name: `Schedule ${title}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Schedule this issue' })
  await expect(
    dialog.getByText("In your time zone, Europe/Berlin (this browser's)", { exact: false }),
  ).toBeVisible()
  await dialog.getByLabel('Date and time').fill('2099-01-01T09:00')
  await dialog.getByRole('button', { name: 'Schedule' }).click()
  await expect(dialog.getByText('The send time must be within a year from now')).toBeVisible()
  const when = new Date(Date.now() + 2 * 24 * 3600 * 1000)
  const day = when.toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' })
  await dialog.getByLabel('Date and time').fill(`${day}T09:30`)
  await expect(
    dialog.getByText(new RegExp(`^In your time zone, .* stored as ${day} 0[78]:30 UTC`)),
  ).toBeVisible()
  await expectNoAxeViolations(page, '[role="dialog"]')
  await dialog.getByRole('button', { name: 'Schedule' }).click()
  await expect(toastTitled(page, 'Issue scheduled')).toBeVisible()
  await expect(card.getByText(/Goes out on \w+day \d+ \w+ \d{4} at 09:30 \(Europe\/Berlin\)$/)).toBeVisible()
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible()

  await card.getByRole('button', { name: `Cancel schedule for ${title}` }).click()
  await expect(toastTitled(page, 'Scheduled send cancelled')).toBeVisible()
  await expect(card.getByText('Draft', { exact: true })).toBeVisible()
  await expect(card.getByText(/Goes out on/)).toHaveCount(0)
})
