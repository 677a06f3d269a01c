import { describe, expect, it } from 'vitest'
import { errorTextToPlain, isSupportSiteLink, parseErrorText } from './error-text.ts'

const SUPPORT = 'https://hilfe.kontor.de'

describe('parseErrorText', () => {
  it('keeps plain text as it is', () => {
    expect(parseErrorText('Die Bank ist nicht erreichbar.')).toEqual([{ kind: 'text', text: 'Die Bank ist nicht erreichbar.' }])
  })

  it('strips markup and decodes entities', () => {
    expect(parseErrorText('<p>Konto <b>gesperrt</b> &amp; PIN &quot;falsch&quot; &lt;x&gt;</p>')).toEqual([
      { kind: 'text', text: 'Konto gesperrt & PIN "falsch" <x>' },
    ])
  })

  it('keeps a link to the support site as a link', () => {
    expect(parseErrorText(`Siehe <a href="${SUPPORT}/artikel/42" target="_blank">unsere Hilfe</a>.`)).toEqual([
      { kind: 'text', text: 'Siehe ' },
      { kind: 'link', text: 'unsere Hilfe', href: `${SUPPORT}/artikel/42` },
      { kind: 'text', text: '.' },
    ])
  })

  it('keeps only the text of any other link', () => {
    for (const href of ['https://evil.example/x', 'javascript:alert(1)', 'http://hilfe.kontor.de/x', `${SUPPORT}.evil.com/`, `${SUPPORT}@evil.com`, '/relativ']) {
      expect(parseErrorText(`Bitte <a href="${href}">hier</a> klicken.`)).toEqual([{ kind: 'text', text: 'Bitte hier klicken.' }])
    }
  })

  it('drops script, style and other invisible content entirely', () => {
    const html = 'Fehler<script>alert("x")</script><style>p{}</style><template>t</template><img src=x onerror="alert(1)"> bei der Bank'
    expect(parseErrorText(html)).toEqual([{ kind: 'text', text: 'Fehler bei der Bank' }])
  })

  it('separates words at line breaks and blocks', () => {
    expect(errorTextToPlain(parseErrorText('Zeile eins<br>Zeile zwei<p>Absatz</p>Ende'))).toBe('Zeile eins Zeile zwei Absatz Ende')
  })

  it('treats a link without text as its address, and an unclosed support link as running to the end, as browsers do', () => {
    expect(parseErrorText(`<a href="${SUPPORT}/x"></a>`)).toEqual([{ kind: 'link', text: `${SUPPORT}/x`, href: `${SUPPORT}/x` }])
    expect(parseErrorText(`Hilfe: <a href="${SUPPORT}/x">hier`)).toEqual([
      { kind: 'text', text: 'Hilfe: ' },
      { kind: 'link', text: 'hier', href: `${SUPPORT}/x` },
    ])
  })

  it('gives nothing for empty or invisible-only input', () => {
    expect(parseErrorText('')).toEqual([])
    expect(parseErrorText('  <script>x</script> ')).toEqual([])
  })
})

describe('isSupportSiteLink', () => {
  it.each([`${SUPPORT}`, `${SUPPORT}/`, `${SUPPORT}/a/b?c=1#d`, 'HTTPS://HILFE.KONTOR.DE/x', ` ${SUPPORT}/x `])('accepts %s', (href) => {
    expect(isSupportSiteLink(href)).toBe(true)
  })

  it.each([
    'http://hilfe.kontor.de/x',
    'https://hilfe.kontor.de.evil.com/',
    'https://hilfe.kontor.de@evil.com/',
    'https://hilfe.kontor.de:8443/x',
    'https://evil.com/?https://hilfe.kontor.de',
    'https://hilfe.kontor.de/a b',
    'https://hilfe.kontor.de/\nx',
    'https://hilfe.kontor.de\\@evil.com',
    'javascript:alert(1)',
    '',
  ])('rejects %s', (href) => {
    expect(isSupportSiteLink(href)).toBe(false)
  })
})

describe('parseErrorText folds white space in every text', () => {
  it('folds runs of spaces even when the parser delivers the text in one piece', () => {
    expect(parseErrorText('a  a')).toEqual([{ kind: 'text', text: 'a a' }])
    expect(parseErrorText('Konto\n\n  gesperrt')).toEqual([{ kind: 'text', text: 'Konto gesperrt' }])
  })
})
