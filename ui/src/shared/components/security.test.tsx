/**
 * The security suite's UI half (issue 17): script payloads in server text, through the error-text sanitiser and the
 * components that show server text (an error notice with the bank's error text, a field's server issue, a notice of
 * issues that belong to no field). Nothing runs, nothing but text and support-site links reaches the DOM. The other
 * halves: cross-site writes (adapters/src/server/hardening.test.ts), foreign-origin messages
 * (ui/src/features/frame/host-messages.test.tsx, ui/src/shared/host-channel.test.ts).
 */
import { SUPPORT_SITE_ORIGIN, parseErrorText, serverIssues } from '@kontor/core'
import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorNotice, ErrorText, IssueNotices } from './ErrorNotice.tsx'

/** Classic and filter-evading payloads: tags, attributes, schemes, encodings, broken markup, template syntax. */
const XSS_PAYLOADS: ReadonlyArray<string> = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  '<svg><script>window.__xss=1</script></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">Hilfe</a>',
  '<a href="JaVaScRiPt:window.__xss=1">Hilfe</a>',
  '<a href="java&#x09;script:window.__xss=1">Hilfe</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">Hilfe</a>',
  '<a href="https://hilfe.kontor.de.evil.example/">Hilfe</a>',
  '<a href="https://hilfe.kontor.de@evil.example/">Hilfe</a>',
  '<a href="//evil.example">Hilfe</a>',
  '<a href="https://hilfe.kontor.de/x" onclick="window.__xss=1">Hilfe</a>',
  '<body onload="window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<math><mtext><script>window.__xss=1</script></mtext></math>',
  '<details open ontoggle="window.__xss=1">',
  '<input autofocus onfocus="window.__xss=1">',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '"><script>window.__xss=1</script>',
  "'><img src=x onerror=window.__xss=1>",
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '<template><img src=x onerror="window.__xss=1"></template>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<style>@import "javascript:window.__xss=1";</style>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>x</button></form>',
]

/** Only text, line structure and support-site links: nothing that can run or load. */
const expectHarmless = (container: HTMLElement) => {
  for (const element of Array.from(container.querySelectorAll('*'))) {
    expect(['DIV', 'P', 'A', 'SPAN', 'BUTTON', 'UL', 'LI', 'STRONG']).toContain(element.tagName)
    for (const attribute of Array.from(element.attributes)) expect(attribute.name.toLowerCase().startsWith('on')).toBe(false)
    if (element.tagName === 'A') expect(element.getAttribute('href')?.startsWith(`${SUPPORT_SITE_ORIGIN}/`) ?? false).toBe(true)
  }
  expect((window as { __xss?: unknown }).__xss).toBeUndefined()
}

describe('security: server text is text', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.each(XSS_PAYLOADS)('the sanitiser gives text and support links only for %s', (payload) => {
    const segments = parseErrorText(payload)
    for (const segment of segments) if (segment.kind === 'link') expect(segment.href.startsWith(`${SUPPORT_SITE_ORIGIN}/`)).toBe(true)
    const { container } = render(<ErrorText segments={segments} />)
    expectHarmless(container)
  })

  it.each(XSS_PAYLOADS)('an error notice with the bank error text %s shows it as text', (payload) => {
    const error = serverIssues(400, [{ i18nKey: 'banking_internal_error', source: 'transfer', i18nValues: { errorText: payload } }])
    const { container } = render(<ErrorNotice error={error} onRetry={() => undefined} />)
    expect(container.textContent).toContain('Fehlermeldung der Bank')
    expectHarmless(container)
  })

  it('an issue notice and an unknown server key with script payloads stay text', () => {
    const { container } = render(<IssueNotices issues={XSS_PAYLOADS.map((payload) => ({ segments: parseErrorText(payload) }))} />)
    expectHarmless(container)
    const unknown = serverIssues(500, [{ i18nKey: '<img src=x onerror="window.__xss=1">', source: '<script>window.__xss=1</script>' }])
    const notice = render(<ErrorNotice error={unknown} />)
    expectHarmless(notice.container)
  })

  it('keeps a real support link as a link', () => {
    const { container } = render(<ErrorText segments={parseErrorText(`Siehe <a href="${SUPPORT_SITE_ORIGIN}/artikel/1">Hilfe</a>.`)} />)
    expect(container.querySelector('a')?.getAttribute('href')).toBe(`${SUPPORT_SITE_ORIGIN}/artikel/1`)
  })
})
