import { expect, test } from 'bun:test'
import { renderToStaticMarkup } from 'react-dom/server'
import { HomeSocialCard } from './SocialCard.tsx'

test("the home link preview names the site's sections, and no Notes section it does not have (issue 24)", () => {
  const html = renderToStaticMarkup(
    <HomeSocialCard
      name="Alex Morgan"
      jobTitle="FullStack Machine Learning Engineer"
      siteHost="example.com"
      avatarSrc={null}
    />,
  )
  expect(html).toContain('Projects · Experience · Newsletter')
  expect(html).not.toContain('Notes')
})
