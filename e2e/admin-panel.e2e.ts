import { expect, test } from './fixtures.ts'
import {
  createProjectViaApi,
  deleteViaApi,
  pngFile,
  projectIdByTitle,
  publicProject,
  removeLeftovers,
  signInAsAdmin,
  toastTitled,
  uniqueName,
} from './support/admin.ts'

test.afterEach(async ({ page }) => {
  await removeLeftovers(page, {
    projects: ['Vision Lab', 'Doomed project', 'Icon pick'],
    companies: ['Playwright Labs'],
  })
})

test('signed out: Authentication Required, then /auth after 1 second', async ({ page }) => {
  // Paused clock: the 1-second redirect only happens when the test moves time on.
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') })
  await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'))
  await page.goto('/admin')
  await expect(toastTitled(page, 'Authentication Required')).toBeVisible()
  await page.clock.runFor(900)
  await expect(page).toHaveURL(/\/admin$/)
  await page.clock.runFor(200)
  await expect(page).toHaveURL(/\/auth$/)
})

test('the admin builds a project with media and commands, adds work experience, and the public pages show it', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const title = uniqueName('Vision Lab')
  const company = uniqueName('Playwright Labs')
  await signInAsAdmin(page)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/projects$/)
  await expect(
    page.getByRole('navigation', { name: 'Content to manage' }).getByRole('link', { name: 'Projects' }),
  ).toHaveAttribute('aria-current', 'page')

  // Create
  await page.getByRole('button', { name: 'Add Project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Project' })
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByLabel('Description').fill('Image models tested end to end.')
  await dialog.getByLabel('Technologies').fill('Python, , PyTorch ')
  await dialog.getByLabel('Features').fill('Fast inference\n\nSmall models')
  await dialog.getByLabel('Demo URL').fill('not a url')
  await dialog.getByRole('button', { name: 'Create Project' }).click()
  await expect(dialog.getByText('Demo URL must be a URL (http:// or https://)')).toBeVisible()
  await dialog.getByLabel('Demo URL').fill('https://vision.example.com')
  await dialog.getByLabel('Status').selectOption('in-progress')
  await dialog.getByLabel('Color Theme').selectOption('emerald')
  await dialog.getByRole('button', { name: 'Create Project' }).click()
  await expect(toastTitled(page, 'Project created successfully!')).toBeVisible()
  await expect(dialog).toBeHidden()

  // Media
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Project' })
  await edit.getByLabel('Upload icon').setInputFiles(await pngFile('icon.png', 10))
  await expect(toastTitled(page, 'Icon uploaded successfully!')).toBeVisible()
  await expect(edit.getByRole('img', { name: 'Current icon' })).toBeVisible()
  await edit
    .getByLabel('Upload screenshots')
    .setInputFiles([
      await pngFile('one.png', 50),
      await pngFile('two.png', 120),
      await pngFile('three.png', 240),
    ])
  await expect(toastTitled(page, 'Screenshots uploaded successfully!')).toBeVisible()
  const shots = edit.getByTestId('screenshot-item')
  await expect(shots).toHaveCount(3)
  const projectId = await projectIdByTitle(page, title)
  const before = (await publicProject(page, String(projectId)))!.screenshotUrls
  expect(before).toHaveLength(3)

  // Drag the first screenshot onto the third: [a, b, c] -> [b, c, a]
  const handle = edit.getByRole('button', { name: 'Move screenshot 1' })
  const target = shots.nth(2)
  await handle.scrollIntoViewIfNeeded()
  const from = (await handle.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 })
  await page.mouse.up()
  await expect(toastTitled(page, 'Screenshots reordered successfully!')).toBeVisible()
  await expect
    .poll(async () => (await publicProject(page, String(projectId)))!.screenshotUrls)
    .toEqual([before[1], before[2], before[0]])

  // Reorder by keyboard too: pick up the last screenshot, move it one place left, drop it.
  await edit.getByRole('button', { name: 'Move screenshot 3' }).focus()
  await page.keyboard.press('Space')
  // dnd-kit measures the drop targets just after pick-up; an arrow key sent before that is ignored, so
  // press until its live region announces the item is over the middle screenshot.
  const overMiddle = page.getByText(`was moved over droppable area ${before[2]}|0`)
  await expect(async () => {
    await page.keyboard.press('ArrowLeft')
    await expect(overMiddle).toBeAttached({ timeout: 1000 })
  }).toPass()
  await page.keyboard.press('Space')
  await expect(toastTitled(page, 'Screenshots reordered successfully!')).toBeVisible()
  await expect
    .poll(async () => (await publicProject(page, String(projectId)))!.screenshotUrls)
    .toEqual([before[1], before[0], before[2]])

  // Delete one screenshot, then (after the question) the rest at once.
  await edit.getByRole('button', { name: 'Delete screenshot 2' }).click()
  await expect(toastTitled(page, 'Screenshot deleted successfully!')).toBeVisible()
  await expect(shots).toHaveCount(2)
  expect((await publicProject(page, String(projectId)))!.screenshotUrls).toEqual([before[1], before[2]])
  await edit.getByRole('button', { name: 'Remove All' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove All' }).click()
  await expect(toastTitled(page, 'All screenshots deleted successfully!')).toBeVisible()
  await expect(shots).toHaveCount(0)
  await expect(edit.getByText('No screenshots yet.')).toBeVisible()

  // Commands: add, edit, delete
  await edit.getByRole('button', { name: 'Add Command' }).click()
  await edit.getByLabel('Command', { exact: true }).fill('uv run train.py')
  await edit.getByLabel('Command description').fill('Trains the model')
  await edit.getByLabel('Category').selectOption('Development')
  await edit.getByLabel('Tags').fill('ml, , gpu')
  await edit.getByRole('button', { name: 'Add Command' }).click()
  await expect(toastTitled(page, 'Command created successfully!')).toBeVisible()
  await edit.getByRole('button', { name: 'Edit command uv run train.py' }).click()
  await edit.getByLabel('Command', { exact: true }).fill('uv run train.py --epochs 3')
  await edit.getByRole('button', { name: 'Update Command' }).click()
  await expect(toastTitled(page, 'Command updated successfully!')).toBeVisible()
  await expect(edit.getByText('uv run train.py --epochs 3')).toBeVisible()
  await edit.getByRole('button', { name: 'Add Command' }).click()
  await edit.getByLabel('Command', { exact: true }).fill('uv run serve.py')
  await edit.getByLabel('Command description').fill('Serves the model')
  await edit.getByRole('button', { name: 'Add Command' }).click()
  await expect(toastTitled(page, 'Command created successfully!')).toBeVisible()
  await edit.getByRole('button', { name: 'Delete command uv run serve.py' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(toastTitled(page, 'Command deleted successfully!')).toBeVisible()
  await expect(edit.getByText('uv run serve.py')).toBeHidden()
  // Esc closes the topmost Radix layer: the open toast takes the first press, the dialog the next.
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(edit).toBeHidden({ timeout: 500 })
  }).toPass()

  // Work experience
  await page
    .getByRole('navigation', { name: 'Content to manage' })
    .getByRole('link', { name: 'Work Experience' })
    .click()
  await page.getByRole('button', { name: 'Add Work Experience' }).click()
  const work = page.getByRole('dialog', { name: 'Add Work Experience' })
  for (const [label, value] of [
    ['Position', 'Staff ML Engineer'],
    ['Company', company],
    ['Location', 'Berlin'],
    ['Duration', '1 year'],
    ['Start date', '2025-01'],
    ['End date', 'Present'],
    ['Description', 'Led the vision team\n\nShipped models'],
    ['Technologies', 'Python, PyTorch'],
  ] as const) {
    await work.getByLabel(label, { exact: true }).fill(value)
  }
  await work.getByRole('button', { name: 'Create Work Experience' }).click()
  await expect(toastTitled(page, 'Work experience created successfully!')).toBeVisible()
  await expect(page.getByRole('heading', { name: `Staff ML Engineer · ${company}` })).toBeVisible()

  // Public pages on their next load
  await page.goto('/projects')
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible()
  await page.goto(`/project/${projectId}`)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  const shown = (await publicProject(page, String(projectId)))!
  expect(shown.iconUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/)
  expect(shown.commands).toEqual([{ command: 'uv run train.py --epochs 3', category: 'DEVELOPMENT' }])
  const icon = await page.request.get(shown.iconUrl!)
  expect(icon.headers()['content-type']).toBe('image/png')
  const items = (await (await page.request.get('/api/work-experiences')).json()) as {
    id: number
    company: string
  }[]
  const added = items.find((w) => w.company === company)
  expect(added).toBeDefined()

  await deleteViaApi(page, `/api/projects/${projectId}`)
  await deleteViaApi(page, `/api/work-experiences/${added!.id}`)
})

test('the admin picks an icon in the project form and the card shows it; Cancel and the close button leave without saving', async ({
  page,
}) => {
  await signInAsAdmin(page)
  const title = uniqueName('Icon pick')
  const projectId = await createProjectViaApi(page, title)
  await page.goto('/admin')
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Project' })
  const picker = edit.getByRole('radiogroup', { name: 'Icon' })
  // No iconName yet: the automatic choice is selected, and every icon of the spec is offered.
  await expect(picker.getByRole('radio', { name: 'Automatic (from the title)' })).toBeChecked()
  for (const name of [
    'utensils',
    'timer',
    'cloud',
    'dollar-sign',
    'book-open',
    'sprout',
    'code2',
    'brain',
    'file-search',
  ])
    await expect(picker.getByRole('radio', { name, exact: true })).toBeVisible()
  // The form's actions stay in view while the form scrolls; what saves at once has its own sections.
  await expect(edit.getByRole('button', { name: 'Update Project' })).toBeInViewport()
  await expect(edit.getByRole('region', { name: 'Media' })).toBeAttached()
  await expect(edit.getByRole('region', { name: 'Commands' })).toBeAttached()

  // Cancel drops an unsaved choice.
  await picker.getByRole('radio', { name: 'timer', exact: true }).click()
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await expect(edit).toBeHidden()
  await page.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(picker.getByRole('radio', { name: 'Automatic (from the title)' })).toBeChecked()
  await edit.getByRole('button', { name: 'Close' }).click()
  await expect(edit).toBeHidden()
  const saved = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as { iconName: null }
  expect(saved.iconName).toBeNull()

  await page.getByRole('button', { name: `Edit ${title}` }).click()
  await picker.getByRole('radio', { name: 'brain', exact: true }).click()
  await edit.getByRole('button', { name: 'Update Project' }).click()
  await expect(toastTitled(page, 'Project updated successfully!')).toBeVisible()
  await expect(edit).toBeHidden()
  await page.goto('/projects')
  const card = page.locator('article', { has: page.getByRole('link', { name: title, exact: true }) })
  await expect(card.locator('[data-icon]')).toHaveAttribute('data-icon', 'brain')
  await deleteViaApi(page, `/api/projects/${projectId}`)
})

test('deleting a project asks first, then removes it', async ({ page }) => {
  await signInAsAdmin(page)
  const title = uniqueName('Doomed project')
  await createProjectViaApi(page, title)
  await page.goto('/admin')
  await page.getByRole('button', { name: `Delete ${title}` }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(title)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await page.getByRole('button', { name: `Delete ${title}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(toastTitled(page, 'Project deleted successfully!')).toBeVisible()
  await expect(page.getByRole('heading', { name: title })).toBeHidden()
  await page.goto('/projects')
  await expect(page.getByRole('link', { name: title })).toHaveCount(0)
})

test('a signed-in non-admin sees Access Denied and can log out', async ({ page }) => {
  const suffix = Date.now().toString(36)
  const signup = await page.request.post('/api/newsletter/signup', {
    data: {
      email: `reader-${suffix}@example.com`,
      firstName: 'Rea',
      lastName: 'Der',
      username: `e2e-reader-${suffix}`,
      password: 'reader-password-123',
      frequency: 'monthly',
      topics: [],
    },
  })
  expect(signup.ok()).toBe(true)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
  await expect(page.getByText("You don't have admin privileges to access this panel")).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Project' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Log Out' }).click()
  await expect(toastTitled(page, 'Logged out successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
})
