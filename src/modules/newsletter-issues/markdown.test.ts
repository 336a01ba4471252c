import { describe, expect, test } from 'bun:test'
import { absoluteMediaUrls, renderIssueHtml } from './markdown.ts'

const SITE = 'https://portfolio.test'
const MEDIA = `/media/${'a'.repeat(64)}.png`
const render = (markdown: string) => renderIssueHtml(markdown, SITE)

describe('issue Markdown is rendered and sanitised on the server', () => {
  test('ordinary Markdown becomes HTML', () => {
    const html = render('# Title\n\nSome *emphasis* and `code`.\n\n- one\n- two\n\n> quoted')
    expect(html).toContain('<h1>Title</h1>')
    expect(html).toContain('<em>emphasis</em>')
    expect(html).toContain('<code>code</code>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<blockquote>')
  })

  const attacks: [string, string, RegExp][] = [
    ['a script element and its content', 'Hi <script>alert("x")</script> there', /script|alert/i],
    ['an inline event handler', '<img src="x" onerror="alert(1)">', /onerror|alert/i],
    [
      'an event handler on an allowed tag',
      '<a href="https://a.example" onclick="steal()">a</a>',
      /onclick|steal/,
    ],
    ['a javascript: link in Markdown', '[click](javascript:alert(1))', /javascript:/i],
    ['a javascript: link in HTML', '<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', /data:/],
    ['a style attribute', '<p style="background:url(https://t.example/p)">x</p>', /style|t\.example/],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /iframe|evil/],
    ['a form', '<form action="https://evil.example"><input name="p"></form>', /form|input|evil/],
    ['an svg with script', '<svg onload="alert(1)"><script>1</script></svg>', /svg|onload|script/],
  ]
  for (const [name, markdown, forbidden] of attacks) {
    test(`strips ${name}`, () => {
      expect(render(markdown)).not.toMatch(forbidden)
    })
  }

  test('links keep http(s) and mailto, and get rel="noopener noreferrer"', () => {
    const html = render('[a](https://a.example/x) [m](mailto:me@example.com)')
    expect(html).toContain('<a href="https://a.example/x" rel="noopener noreferrer">a</a>')
    expect(html).toContain('href="mailto:me@example.com"')
  })

  test('images only from our media library, relative or on this site', () => {
    const absolute = `${SITE}/media/${'b'.repeat(64)}.webp`
    const html = render(
      `![ours](${MEDIA}) ![abs](${absolute}) ![tracker](https://t.example/pixel.gif) ![other](/assets/logo.png) ![http](http://portfolio.test.evil.example${MEDIA})`,
    )
    expect(html).toContain(`src="${MEDIA}"`)
    expect(html).toContain(`src="${absolute}"`)
    expect(html).not.toContain('t.example')
    expect(html).not.toContain('/assets/logo.png')
    expect(html).not.toContain('evil.example')
    expect(html.match(/<img/g)?.length).toBe(2)
  })

  test('emails get absolute media addresses', () => {
    expect(absoluteMediaUrls(render(`![x](${MEDIA})`), SITE)).toContain(`src="${SITE}${MEDIA}"`)
  })
})
