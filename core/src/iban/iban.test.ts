import * as E from 'fp-ts/lib/Either.js'
import { PathReporter } from 'io-ts/lib/PathReporter.js'
import { describe, expect, it } from 'vitest'
import { computeIbanCheckDigits, toIbanWithCheckDigits } from './iban-check-digits.ts'
import { formatIban, germanBankCodeOf, normalizeIban } from './iban-format.ts'
import { IBAN_COUNTRY_CODES, IBAN_LENGTH_BY_COUNTRY, IBAN_TERRITORY_PARENTS, findIbanLength } from './iban-registry.ts'
import { isGermanIban, matchesIbanPattern, parseIban, type Iban } from './iban.ts'
import { IbanCodec } from '../value-codecs/value-codecs.ts'
import { ibanMessages } from './messages.ts'
import { issuesOf } from '../test-kit.ts'

/** The example IBAN of every country of the SWIFT IBAN registry (Release 100), in paper format. */
const REGISTRY_EXAMPLES = [
  'AD12 0001 2030 2003 5910 0100',
  'AE07 0331 2345 6789 0123 456',
  'AL47 2121 1009 0000 0002 3569 8741',
  'AT61 1904 3002 3457 3201',
  'AZ21 NABZ 0000 0000 1370 1000 1944',
  'BA39 1290 0794 0102 8494',
  'BE68 5390 0754 7034',
  'BG80 BNBG 9661 1020 3456 78',
  'BH67 BMAG 0000 1299 1234 56',
  'BI42 1000 0100 0100 0033 2045 181',
  'BR18 0036 0305 0000 1000 9795 493C 1',
  'BY13 NBRB 3600 9000 0000 2Z00 AB00',
  'CH93 0076 2011 6238 5295 7',
  'CR05 0152 0200 1026 2840 66',
  'CY17 0020 0128 0000 0012 0052 7600',
  'CZ65 0800 0000 1920 0014 5399',
  'DE89 3704 0044 0532 0130 00',
  'DJ21 0001 0000 0001 5400 0100 186',
  'DK50 0040 0440 1162 43',
  'DO28 BAGR 0000 0001 2124 5361 1324',
  'EE38 2200 2210 2014 5685',
  'EG38 0019 0005 0000 0000 2631 8000 2',
  'ES91 2100 0418 4502 0005 1332',
  'FI21 1234 5600 0007 85',
  'FK88 SC12 3456 7890 12',
  'FO62 6460 0001 6316 34',
  'FR14 2004 1010 0505 0001 3M02 606',
  'GB29 NWBK 6016 1331 9268 19',
  'GE29 NB00 0000 0101 9049 17',
  'GI75 NWBK 0000 0000 7099 453',
  'GL89 6471 0001 0002 06',
  'GR16 0110 1250 0000 0001 2300 695',
  'GT82 TRAJ 0102 0000 0012 1002 9690',
  'HN88 CABF 0000 0000 0002 5000 5469',
  'HR12 1001 0051 8630 0016 0',
  'HU42 1177 3016 1111 1018 0000 0000',
  'IE29 AIBK 9311 5212 3456 78',
  'IL62 0108 0000 0009 9999 999',
  'IQ98 NBIQ 8501 2345 6789 012',
  'IS14 0159 2600 7654 5510 7303 39',
  'IT60 X054 2811 1010 0000 0123 456',
  'JO94 CBJO 0010 0000 0000 0131 0003 02',
  'KW81 CBKU 0000 0000 0000 1234 5601 01',
  'KZ86 125K ZT50 0410 0100',
  'LB62 0999 0000 0001 0019 0122 9114',
  'LC55 HEMM 0001 0001 0012 0012 0002 3015',
  'LI21 0881 0000 2324 013A A',
  'LT12 1000 0111 0100 1000',
  'LU28 0019 4006 4475 0000',
  'LV80 BANK 0000 4351 9500 1',
  'LY83 0020 4800 0020 1001 2036 1',
  'MC58 1122 2000 0101 2345 6789 030',
  'MD24 AG00 0225 1000 1310 4168',
  'ME25 5050 0001 2345 6789 51',
  'MK07 2501 2000 0058 984',
  'MN12 1234 1234 5678 9123',
  'MR13 0002 0001 0100 0012 3456 753',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'MU17 BOMM 0101 1010 3030 0200 000M UR',
  'NI45 BAPR 0000 0013 0000 0355 8124',
  'NL91 ABNA 0417 1643 00',
  'NO93 8601 1117 947',
  'OM81 0180 0000 0129 9123 456',
  'PK36 SCBL 0000 0011 2345 6702',
  'PL61 1090 1014 0000 0712 1981 2874',
  'PS92 PALS 0000 0000 0400 1234 5670 2',
  'PT50 0002 0123 1234 5678 9015 4',
  'QA58 DOHB 0000 1234 5678 90AB CDEF G',
  'RO49 AAAA 1B31 0075 9384 0000',
  'RS35 2600 0560 1001 6113 79',
  'RU02 0445 2560 0407 0281 0412 3456 7890 1',
  'SA03 8000 0000 6080 1016 7519',
  'SC18 SSCB 1101 0000 0000 0000 1497 USD',
  'SD21 2901 0501 2340 01',
  'SE45 5000 0000 0583 9825 7466',
  'SI56 2633 0001 2039 086',
  'SK31 1200 0000 1987 4263 7541',
  'SM86 U032 2509 8000 0000 0270 100',
  'SO21 1000 0010 0100 0100 141',
  'ST23 0001 0001 0051 8453 1014 6',
  'SV62 CENR 0000 0000 0000 0070 0025',
  'TL38 0080 0123 4567 8910 157',
  'TN59 1000 6035 1835 9847 8831',
  'TR33 0006 1005 1978 6457 8413 26',
  'UA21 3223 1300 0002 6007 2335 6600 1',
  'VA59 0011 2300 0012 3456 78',
  'VG96 VPVG 0000 0123 4567 8901',
  'XK05 1212 0123 4567 8906',
  'YE15 CBYE 0001 0188 6123 4567 8912 34',
]

const validIban = (s: string): Iban => {
  const parsed = parseIban(s)
  if (E.isLeft(parsed)) throw new Error(`not valid: ${s}`)
  return parsed.right
}

/** A German IBAN whose computed check digits are `wanted`, found by walking account numbers. */
const germanIbanWithCheckDigits = (wanted: string): string => {
  for (let account = 0; ; account++) {
    const bban = `37040044${String(account).padStart(10, '0')}`
    if (computeIbanCheckDigits('DE', bban) === wanted) return `DE${wanted}${bban}`
  }
}

describe('the registry examples', () => {
  it('cover every registry country once', () => {
    const countries = REGISTRY_EXAMPLES.map((e) => e.slice(0, 2))
    expect(new Set(countries).size).toBe(89)
    expect(countries.every((c) => findIbanLength(c) !== undefined)).toBe(true)
  })

  it.each(REGISTRY_EXAMPLES)('%s parses in paper and electronic format', (example) => {
    const electronic = example.replaceAll(' ', '')
    expect(parseIban(example)).toEqual(E.right(electronic))
    expect(parseIban(electronic)).toEqual(E.right(electronic))
    expect(electronic.length).toBe(findIbanLength(electronic.slice(0, 2)))
    expect(formatIban(electronic)).toBe(example)
  })
})

describe('parseIban', () => {
  it.each([
    ['', 'iban.required'],
    ['   ', 'iban.required'],
    ['\t\n', 'iban.required'],
  ])('reports %j as missing', (input, key) => {
    expect(parseIban(input)).toEqual(E.left([{ field: 'iban', key }]))
  })

  it.each([
    ['D', 'shorter than country code and check digits'],
    ['DE8', 'check digits cut off'],
    ['1E89370400440532013000', 'digit in the country code'],
    ['D989370400440532013000', 'digit as second letter'],
    ['DEA9370400440532013000', 'letter in the check digits'],
    ['DE8A370400440532013000', 'letter as second check digit'],
    ['DE89370400440532013-00', 'hyphen'],
    ['DE89.3704.0044.0532.0130.00', 'dots'],
    ['DE89370400440532013A00', 'German IBAN with a letter (DE plus 20 digits)'],
    ['DE8937040044053201300\u00c4', 'non-ASCII letter'],
    ['ＤＥ89370400440532013000', 'full-width letters'],
    ['GB29NWBK6016133192681_', 'underscore'],
  ])('rejects %j as invalid format (%s)', (input) => {
    expect(parseIban(input)).toEqual(E.left([{ field: 'iban', key: 'iban.invalidFormat' }]))
  })

  it.each(['XX89370400440532013000', 'US64SVBKUS6S3300958879', 'AA00000000000000000', 'DZ580002100001113000000570'])(
    'rejects %j: no registry country',
    (input) => {
      expect(parseIban(input)).toEqual(
        E.left([{ field: 'iban', key: 'iban.unknownCountry', params: { countryCode: input.slice(0, 2) } }]),
      )
    },
  )

  it.each([
    ['DE8937040044053201300', 22],
    ['DE893704004405320130000', 22],
    ['DE89', 22],
    ['NO938601111794', 15],
    ['NO93860111179470', 15],
    ['RU02044525600407028104123456789012', 33],
  ])('rejects %j: the country has %i characters', (input, length) => {
    expect(parseIban(input)).toEqual(E.left([{ field: 'iban', key: 'iban.invalidLength', params: { length } }]))
  })

  it('checks the length even when the check digits fit the shorter or longer IBAN', () => {
    const short = toIbanWithCheckDigits('DE', '37040044053201300')
    const long = toIbanWithCheckDigits('DE', '3704004405320130000')
    expect(issuesOf(parseIban(short))).toEqual([{ field: 'iban', key: 'iban.invalidLength', params: { length: 22 } }])
    expect(issuesOf(parseIban(long))).toEqual([{ field: 'iban', key: 'iban.invalidLength', params: { length: 22 } }])
  })

  it.each(['DE88370400440532013000', 'DE89370400440532013001', 'DE89370400440523013000', 'GB29NWBK60161331926818', 'GB29NWKB60161331926819'])(
    'rejects %j: wrong check digits',
    (input) => {
      expect(parseIban(input)).toEqual(E.left([{ field: 'iban', key: 'iban.invalidChecksum' }]))
    },
  )

  it.each([
    ['98', '01'],
    ['97', '00'],
    ['02', '99'],
  ])('rejects check digits %s written as %s although MOD 97 still gives 1', (computed, written) => {
    const iban = germanIbanWithCheckDigits(computed)
    expect(E.isRight(parseIban(iban))).toBe(true)
    const alias = `DE${written}${iban.slice(4)}`
    // the same remainder: 01 = 98 - 97, 00 = 97 - 97, 99 = 02 + 97
    expect(Math.abs(Number(written) - Number(computed)) % 97).toBe(0)
    expect(parseIban(alias)).toEqual(E.left([{ field: 'iban', key: 'iban.invalidChecksum' }]))
  })

  it('accepts the lowest and highest check digits', () => {
    for (const digits of ['02', '98']) expect(E.isRight(parseIban(germanIbanWithCheckDigits(digits)))).toBe(true)
  })

  it.each([
    ' de89 3704 0044 0532 0130 00 ',
    'de89370400440532013000',
    'De89\t3704\n0044\u00a00532 0130 00',
    'DE89 3704 0044 0532 0130 00',
  ])('normalises %j before checking', (input) => {
    expect(parseIban(input)).toEqual(E.right('DE89370400440532013000'))
  })

  it('reports on the field the caller names', () => {
    expect(parseIban('', 'recipientIban')).toEqual(E.left([{ field: 'recipientIban', key: 'iban.required' }]))
    expect(parseIban('x', 'recipientIban')).toEqual(E.left([{ field: 'recipientIban', key: 'iban.invalidFormat' }]))
    expect(parseIban('XX00', 'recipientIban')).toEqual(
      E.left([{ field: 'recipientIban', key: 'iban.unknownCountry', params: { countryCode: 'XX' } }]),
    )
    expect(parseIban('DE00', 'recipientIban')).toEqual(
      E.left([{ field: 'recipientIban', key: 'iban.invalidLength', params: { length: 22 } }]),
    )
    expect(parseIban('DE88370400440532013000', 'recipientIban')).toEqual(
      E.left([{ field: 'recipientIban', key: 'iban.invalidChecksum' }]),
    )
  })

  it('reports the unknown country as normalised', () => {
    expect(issuesOf(parseIban('xx89 3704'))).toEqual([{ field: 'iban', key: 'iban.unknownCountry', params: { countryCode: 'XX' } }])
  })

  it('accepts the territories the registry lists, with the parent country\'s length', () => {
    for (const [territory, parent] of Object.entries(IBAN_TERRITORY_PARENTS)) {
      const bban = '1'.repeat(IBAN_LENGTH_BY_COUNTRY[parent] - 4)
      expect(parseIban(toIbanWithCheckDigits(territory, bban))).toEqual(E.right(toIbanWithCheckDigits(territory, bban)))
    }
  })

  it('accepts the 33-character Russian IBAN that the spec\'s pattern would cut off', () => {
    const russian = 'RU0204452560040702810412345678901'
    expect(parseIban(russian)).toEqual(E.right(russian))
    expect(matchesIbanPattern(russian)).toBe(false)
  })

  it('does not check national BBAN formats outside Germany (a letter where the Dutch format has digits)', () => {
    const dutch = toIbanWithCheckDigits('NL', 'ABNA04171643X0')
    expect(E.isRight(parseIban(dutch))).toBe(true)
  })

  it('cannot see every digit-for-letter swap: MOD 97 only guards substitutions within one character class', () => {
    // A letter counts as two digits, so the swap shifts everything before it by one decimal place: once in about 97
    // cases the changed number has the same remainder. This is why the property tests split substitutions by class.
    const original = 'GB29NWBK60161331926819'
    const swaps = [...original]
      .flatMap((ch, at) => (at >= 4 && /[0-9]/.test(ch) ? [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((l) => original.slice(0, at) + l + original.slice(at + 1)) : []))
    expect(swaps).toHaveLength(14 * 26)
    expect(swaps.filter((candidate) => E.isRight(parseIban(candidate))).length).toBeGreaterThan(0)
  })

  it('cannot see the transpositions 1B, 2M and 3X: their digit strings differ by a multiple of 97', () => {
    for (const [a, b] of [['1', 'B'], ['2', 'M'], ['3', 'X']] as const) {
      const before = toIbanWithCheckDigits('GB', `NWBK60${a}${b}1331926819`)
      const after = `${before.slice(0, 10)}${b}${a}${before.slice(12)}`
      expect(E.isRight(parseIban(before))).toBe(true)
      expect(E.isRight(parseIban(after))).toBe(true)
    }
  })
})

describe('matchesIbanPattern', () => {
  it.each([
    ['DE89370400440532013000', true],
    ['de89 3704 0044 0532 0130 00', true],
    ['NO9386011117947', true], // 15 characters, the shortest
    ['NO938601111794', false], // 14
    ['LC55HEMM000100010012001200023015', true], // 32 characters, the longest the pattern allows
    ['LC55HEMM0001000100120012000230150', false], // 33
    ['XX00ABCDEFGHIJKLM', true], // no country or checksum rule
    ['D989370400440532013000', false],
    ['DEA9370400440532013000', false],
    ['DE89-3704-0044-0532-0130-00', false],
    ['', false],
  ])('%j -> %s', (input, expected) => {
    expect(matchesIbanPattern(input)).toBe(expected)
  })
})

describe('IbanCodec', () => {
  it('decodes an IBAN in electronic format', () => {
    expect(IbanCodec.decode('DE89370400440532013000')).toEqual(E.right('DE89370400440532013000'))
  })

  it.each(['DE89 3704 0044 0532 0130 00', 'de89370400440532013000', 'DE88370400440532013000', '', 'XX89370400440532013000', 42, null])(
    'rejects %j',
    (input) => {
      const result = IbanCodec.decode(input)
      expect(E.isLeft(result)).toBe(true)
      expect(PathReporter.report(result).join()).toContain('Iban')
    },
  )
})

describe('the Iban brand', () => {
  it('is not a plain string: a raw string must go through parseIban first (checked by the compiler)', () => {
    const takesIban = (iban: Iban): string => iban
    // @ts-expect-error a string is not an Iban
    expect(takesIban('DE89370400440532013000')).toBe('DE89370400440532013000')
    expect(takesIban(validIban('DE89370400440532013000'))).toBe('DE89370400440532013000')
  })
})

describe('isGermanIban and germanBankCodeOf', () => {
  it('tell German IBANs and their bank code', () => {
    const german = validIban('DE89370400440532013000')
    const austrian = validIban('AT611904300234573201')
    expect(isGermanIban(german)).toBe(true)
    expect(isGermanIban(austrian)).toBe(false)
    expect(germanBankCodeOf(german)).toBe('37040044')
    expect(germanBankCodeOf(austrian)).toBeUndefined()
    expect(germanBankCodeOf('DE89 3704 0044 0532 0130 00')).toBe('37040044')
  })
})

describe('the registry table', () => {
  it('holds 89 countries and 16 territories, each 15 to 33 characters long', () => {
    expect(IBAN_COUNTRY_CODES).toHaveLength(105)
    for (const code of IBAN_COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/)
      expect(IBAN_LENGTH_BY_COUNTRY[code]).toBeGreaterThanOrEqual(15)
      expect(IBAN_LENGTH_BY_COUNTRY[code]).toBeLessThanOrEqual(33)
    }
  })

  it('knows nothing inherited', () => {
    expect(findIbanLength('toString')).toBeUndefined()
    expect(findIbanLength('__proto__')).toBeUndefined()
    expect(findIbanLength('de')).toBeUndefined()
  })
})

describe('the messages', () => {
  it('define every key parseIban returns, with the placeholders it fills', () => {
    const inputs = ['', 'x', 'XX89370400440532013000', 'DE89', 'DE88370400440532013000', 'DE89370400440532013A00']
    const seen = new Set<string>()
    for (const input of inputs) {
      for (const issue of issuesOf(parseIban(input)) as ReadonlyArray<{ key: string; params?: Record<string, unknown> }>) {
        seen.add(issue.key)
        expect(Object.keys(ibanMessages)).toContain(issue.key)
        const placeholders = [...ibanMessages[issue.key as keyof typeof ibanMessages].de.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1])
        expect(placeholders.sort()).toEqual(Object.keys(issue.params ?? {}).sort())
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(ibanMessages).sort())
  })

  it('normalizeIban is the electronic format parseIban returns', () => {
    expect(normalizeIban(' gb29 nwbk 6016 1331 9268 19')).toBe('GB29NWBK60161331926819')
  })
})
