import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import type { StructuredStatement } from './structured-statement.ts'
import { isCamtText, readCamtStatement } from './camt-statement.ts'

const read = (text: string): StructuredStatement => {
  const result = readCamtStatement(text)
  if (E.isLeft(result)) throw new Error(JSON.stringify(result.left))
  return result.right
}
const issuesOf = (text: string): ReadonlyArray<ValidationIssue> => {
  const result = readCamtStatement(text)
  return E.isLeft(result) ? result.left : []
}
const rows = (s: StructuredStatement) =>
  s.parts.flatMap((p) =>
    p.entries.map((e) => ({
      line: e.line,
      bookingDate: e.bookingDate,
      valueDate: e.valueDate,
      amount: e.amount.value.toFixed(2),
      name: e.counterpartyName,
      iban: e.counterpartyIban,
      purpose: e.purpose,
      bookingText: e.bookingText,
      pending: e.pending,
      bankReference: e.bankReference,
    })),
  )
const balances = (s: StructuredStatement) => s.parts.map((p) => [p.number, p.line, p.opening?.value.toFixed(2) ?? null, p.closing?.value.toFixed(2) ?? null])

/** A camt.053.001.02 as a VR bank writes it: PRCD as opening, a SEPA credit, a debit to a creditor and a batch booking. */
const CAMT_053_001_02 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<BkToCstmrStmt>
  <GrpHdr><MsgId>M1</MsgId><CreDtTm>2024-03-01T22:00:00.0+01:00</CreDtTm></GrpHdr>
  <Stmt>
    <Id>STMT-0001</Id>
    <ElctrncSeqNb>42</ElctrncSeqNb>
    <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>Anna Muster</Nm></Ownr></Acct>
    <Bal><Tp><CdOrPrtry><Cd>PRCD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-02-29</Dt></Dt></Bal>
    <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1115.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-03-01</Dt></Dt></Bal>
    <Ntry>
      <Amt Ccy="EUR">1250.00</Amt>
      <CdtDbtInd>CRDT</CdtDbtInd>
      <Sts>BOOK</Sts>
      <BookgDt><Dt>2024-03-01</Dt></BookgDt>
      <ValDt><Dt>2024-03-01</Dt></ValDt>
      <AcctSvcrRef>2024030100001</AcctSvcrRef>
      <BkTxCd/>
      <NtryDtls><TxDtls>
        <Refs><EndToEndId>GEHALT-2024-03</EndToEndId></Refs>
        <RltdPties>
          <Dbtr><Nm>Arbeitgeber GmbH &amp; Co. KG</Nm></Dbtr>
          <DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct>
          <Cdtr><Nm>Anna Muster</Nm></Cdtr>
          <CdtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></CdtrAcct>
        </RltdPties>
        <RmtInf><Ustrd>Gehalt März 2024</Ustrd></RmtInf>
      </TxDtls></NtryDtls>
      <AddtlNtryInf>SEPA Gutschrift</AddtlNtryInf>
    </Ntry>
    <Ntry>
      <Amt Ccy="EUR">84.50</Amt>
      <CdtDbtInd>DBIT</CdtDbtInd>
      <Sts>BOOK</Sts>
      <BookgDt><Dt>2024-03-01</Dt></BookgDt>
      <ValDt><Dt>2024-03-02</Dt></ValDt>
      <AcctSvcrRef>NOTPROVIDED</AcctSvcrRef>
      <NtryRef>NTRY-2</NtryRef>
      <BkTxCd/>
      <NtryDtls><TxDtls>
        <Refs><EndToEndId>NOTPROVIDED</EndToEndId><MndtId>MANDAT-77</MndtId></Refs>
        <RltdPties>
          <Dbtr><Nm>Anna Muster</Nm></Dbtr>
          <Cdtr><Nm>Stadtwerke &lt;Nord&gt;</Nm></Cdtr>
          <CdtrAcct><Id><IBAN>DE02100100100006820101</IBAN></Id></CdtrAcct>
          <UltmtCdtr><Nm>Inkasso Dienstleister</Nm></UltmtCdtr>
        </RltdPties>
        <RmtInf>
          <Ustrd>Abschlag Strom</Ustrd>
          <Ustrd>Kundennummer 4711</Ustrd>
        </RmtInf>
      </TxDtls></NtryDtls>
      <AddtlNtryInf>SEPA Lastschrift</AddtlNtryInf>
    </Ntry>
    <Ntry>
      <Amt Ccy="EUR">150.00</Amt>
      <CdtDbtInd>DBIT</CdtDbtInd>
      <Sts>BOOK</Sts>
      <BookgDt><Dt>2024-03-01</Dt></BookgDt>
      <ValDt><Dt>2024-03-01</Dt></ValDt>
      <AcctSvcrRef>2024030100003</AcctSvcrRef>
      <BkTxCd/>
      <NtryDtls>
        <Btch><NbOfTxs>2</NbOfTxs></Btch>
        <TxDtls>
          <Refs><AcctSvcrRef>TX-1</AcctSvcrRef><EndToEndId>E1</EndToEndId></Refs>
          <AmtDtls><TxAmt><Amt Ccy="EUR">100.00</Amt></TxAmt></AmtDtls>
          <RltdPties><Cdtr><Nm>Vermieter Schulz</Nm></Cdtr><CdtrAcct><Id><IBAN>DE75512108001245126199</IBAN></Id></CdtrAcct></RltdPties>
          <RmtInf><Ustrd>Sammelueberweisung 1. Zahlung</Ustrd></RmtInf>
        </TxDtls>
        <TxDtls>
          <Refs><AcctSvcrRef>TX-2</AcctSvcrRef><EndToEndId>E2</EndToEndId></Refs>
          <AmtDtls><TxAmt><Amt Ccy="EUR">50.00</Amt></TxAmt></AmtDtls>
          <RltdPties><Cdtr><Nm>Vermieter Schulz</Nm></Cdtr><CdtrAcct><Id><IBAN>DE75512108001245126199</IBAN></Id></CdtrAcct></RltdPties>
          <RmtInf><Ustrd>Sammelueberweisung 2. Zahlung</Ustrd></RmtInf>
        </TxDtls>
      </NtryDtls>
      <AddtlNtryInf>SEPA Sammelueberweisung</AddtlNtryInf>
    </Ntry>
  </Stmt>
</BkToCstmrStmt>
</Document>
`

describe('readCamtStatement: camt.053.001.02', () => {
  const statement = read(CAMT_053_001_02)

  it('reads the account, the number (ElctrncSeqNb before Id) and PRCD as the opening balance', () => {
    expect(statement.format).toBe('camt')
    expect(statement.account).toBe('DE02120300000000202051')
    expect(balances(statement)).toEqual([['42', 5, '100.00', '1115.50']])
  })

  it('reads one entry per Ntry, signed by CdtDbtInd, the counterparty by direction, entities decoded', () => {
    expect(rows(statement)).toEqual([
      {
        line: 11,
        bookingDate: '2024-03-01',
        valueDate: '2024-03-01',
        amount: '1250.00',
        name: 'Arbeitgeber GmbH & Co. KG',
        iban: 'DE89370400440532013000',
        purpose: 'Gehalt März 2024',
        bookingText: 'SEPA Gutschrift EREF: GEHALT-2024-03',
        pending: false,
        bankReference: '2024030100001',
      },
      {
        line: 31,
        bookingDate: '2024-03-01',
        valueDate: '2024-03-02',
        amount: '-84.50',
        // The direct creditor, not the ultimate one; NOTPROVIDED is no reference.
        name: 'Stadtwerke <Nord>',
        iban: 'DE02100100100006820101',
        purpose: 'Abschlag Strom Kundennummer 4711',
        bookingText: 'SEPA Lastschrift MREF: MANDAT-77',
        pending: false,
        bankReference: 'NTRY-2',
      },
      {
        line: 55,
        bookingDate: '2024-03-01',
        valueDate: '2024-03-01',
        amount: '-150.00',
        name: 'Vermieter Schulz',
        iban: 'DE75512108001245126199',
        purpose: 'Sammelueberweisung 1. Zahlung | Sammelueberweisung 2. Zahlung',
        bookingText: 'SEPA Sammelueberweisung',
        pending: false,
        bankReference: '2024030100003',
      },
    ])
  })

  it('counts lines of a file with CRLF line ends the same', () => {
    expect(read(CAMT_053_001_02.replaceAll('\n', '\r\n'))).toEqual(statement)
  })

  it('is detected by its content, with a BOM and leading whitespace too', () => {
    expect(isCamtText(CAMT_053_001_02)).toBe(true)
    expect(isCamtText(`\uFEFF\n  ${CAMT_053_001_02}`)).toBe(true)
    expect(isCamtText('<ns2:Document xmlns:ns2="urn:x"><ns2:BkToCstmrAcctRpt>')).toBe(true)
    expect(isCamtText('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"/>')).toBe(false)
    expect(isCamtText('Buchungstag;Betrag\n01.03.2024;urn:iso:std:iso:20022:tech:xsd:camt.053.001.02')).toBe(false)
    expect(isCamtText(`${' '.repeat(5000)}<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"/>`)).toBe(false)
    expect(isCamtText('')).toBe(false)
  })
})

describe('readCamtStatement: batch entries', () => {
  it('keeps one row of the entry amount, names the shared counterparty once and the differing ones joined', () => {
    const tx = (name: string, iban: string, purpose: string) =>
      `<TxDtls><RltdPties><Cdtr><Nm>${name}</Nm></Cdtr><CdtrAcct><Id><IBAN>${iban}</IBAN></Id></CdtrAcct></RltdPties><RmtInf><Ustrd>${purpose}</Ustrd></RmtInf></TxDtls>`
    const s = read(
      statement053(
        `<Ntry><Amt Ccy="EUR">30.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2024-05-02</Dt></BookgDt><BkTxCd/>` +
          `<NtryDtls>${tx('Erika', 'DE89370400440532013000', 'Miete')}${tx('Max', 'DE75512108001245126199', 'Miete')}${tx('Max', 'DE75512108001245126199', 'Strom')}</NtryDtls></Ntry>`,
      ),
    )
    expect(rows(s).map((r) => [r.amount, r.name, r.iban, r.purpose])).toEqual([['-30.00', 'Erika, Max', '', 'Miete | Strom']])
  })
})

/** A camt.053 of one Stmt around the given entries, in any version's namespace. */
const statement053 = (entries: string, version = '001.02'): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.${version}"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr>` +
  `<Stmt><Id>S1</Id><Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`

describe('readCamtStatement: camt.053.001.08', () => {
  const s = read(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>M8</MsgId><CreDtTm>2025-01-31T23:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>2025-01</Id>
      <LglSeqNb>7</LglSeqNb>
      <Acct><Id><Othr><Id>1234567890</Id></Othr></Id></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Dt><Dt>2025-01-31</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>PRCD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">9.99</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2025-01-30</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">15.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2025-01-31</Dt></Dt></Bal>
      <Ntry>
        <Amt Ccy="EUR">20.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><DtTm>2025-01-31T10:15:00+01:00</DtTm></BookgDt><ValDt><Dt>2025-01-31</Dt></ValDt>
        <BkTxCd/>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>Jörg Weiß</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct></RltdPties>
          <RmtInf><Strd><CdtrRefInf><Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">12.34</Amt><CdtDbtInd>DBIT</CdtDbtInd>
        <Sts><Cd>PDNG</Cd></Sts>
        <BookgDt><Dt>2025-02-01</Dt></BookgDt>
        <BkTxCd/>
        <NtryDtls><TxDtls>
          <RltdPties><Cdtr><Pty><Nm>Bäckerei</Nm></Pty></Cdtr></RltdPties>
          <AddtlTxInf>Kartenzahlung</AddtlTxInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`)

  it('reads Sts/Cd (PDNG is pending), Pty/Nm, a DtTm as its date, OPBD over PRCD, LglSeqNb before Id', () => {
    expect(s.account).toBe('1234567890')
    expect(balances(s)).toEqual([['7', 5, '-5.00', '15.00']])
    expect(rows(s).map((r) => [r.bookingDate, r.valueDate, r.amount, r.name, r.iban, r.purpose, r.pending, r.bankReference])).toEqual([
      ['2025-01-31', '2025-01-31', '20.00', 'Jörg Weiß', 'DE89370400440532013000', 'RF18539007547034', false, null],
      ['2025-02-01', null, '-12.34', 'Bäckerei', '', 'Kartenzahlung', true, null],
    ])
  })
})

describe('readCamtStatement: camt.052.001.08 (Rpt)', () => {
  it('reads a report with a namespace prefix, no closing balance (ITBD is none) and INFO entries as pending', () => {
    const s = read(`<?xml version="1.0" encoding="UTF-8"?>
<ns2:Document xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:camt.052.001.08">
  <ns2:BkToCstmrAcctRpt>
    <ns2:GrpHdr><ns2:MsgId>R1</ns2:MsgId></ns2:GrpHdr>
    <ns2:Rpt>
      <ns2:Id>RPT-9</ns2:Id>
      <ns2:Acct><ns2:Id><ns2:IBAN>DE02120300000000202051</ns2:IBAN></ns2:Id></ns2:Acct>
      <ns2:Bal><ns2:Tp><ns2:CdOrPrtry><ns2:Cd>PRCD</ns2:Cd></ns2:CdOrPrtry></ns2:Tp><ns2:Amt Ccy="EUR">10.00</ns2:Amt><ns2:CdtDbtInd>CRDT</ns2:CdtDbtInd></ns2:Bal>
      <ns2:Bal><ns2:Tp><ns2:CdOrPrtry><ns2:Cd>ITBD</ns2:Cd></ns2:CdOrPrtry></ns2:Tp><ns2:Amt Ccy="EUR">7.00</ns2:Amt><ns2:CdtDbtInd>CRDT</ns2:CdtDbtInd></ns2:Bal>
      <ns2:Ntry>
        <ns2:Amt Ccy="EUR">3.00</ns2:Amt><ns2:CdtDbtInd>DBIT</ns2:CdtDbtInd><ns2:Sts><ns2:Cd>INFO</ns2:Cd></ns2:Sts>
        <ns2:BookgDt><ns2:Dt>2025-03-03</ns2:Dt></ns2:BookgDt>
        <ns2:AddtlNtryInf>Kartenumsatz</ns2:AddtlNtryInf>
      </ns2:Ntry>
    </ns2:Rpt>
  </ns2:BkToCstmrAcctRpt>
</ns2:Document>`)
    expect(balances(s)).toEqual([['RPT-9', 5, '10.00', null]])
    expect(rows(s).map((r) => [r.line, r.amount, r.purpose, r.bookingText, r.pending])).toEqual([[10, '-3.00', 'Kartenumsatz', 'Kartenumsatz', true]])
  })
})

describe('readCamtStatement: reversals', () => {
  it('signs a reversal by its CdtDbtInd, marks it Storno and names the original payee (a returned direct debit)', () => {
    const s = read(
      statement053(
        `<Ntry><Amt Ccy="EUR">49.90</Amt><CdtDbtInd>CRDT</CdtDbtInd><RvslInd>true</RvslInd><Sts>BOOK</Sts><BookgDt><Dt>2024-06-03</Dt></BookgDt><BkTxCd/>` +
          `<NtryDtls><TxDtls><Refs><EndToEndId>E-9</EndToEndId></Refs><RltdPties>` +
          `<Dbtr><Nm>Anna Muster</Nm></Dbtr><DbtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></DbtrAcct>` +
          `<Cdtr><Nm>Fitnessstudio</Nm></Cdtr><CdtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></CdtrAcct>` +
          `</RltdPties><RmtInf><Ustrd>Beitrag Juni</Ustrd></RmtInf></TxDtls></NtryDtls><AddtlNtryInf>Retoure Lastschrift</AddtlNtryInf></Ntry>`,
      ),
    )
    expect(rows(s).map((r) => [r.amount, r.name, r.iban, r.bookingText])).toEqual([['49.90', 'Fitnessstudio', 'DE89370400440532013000', 'Storno Retoure Lastschrift EREF: E-9']])
  })

  it('takes the other side where the direction names the account itself', () => {
    const s = read(
      statement053(
        `<Ntry><Amt Ccy="EUR">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BkTxCd/><NtryDtls><TxDtls><RltdPties>` +
          `<Dbtr><Nm>Laden</Nm></Dbtr><DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct>` +
          `<Cdtr><Nm>Anna Muster</Nm></Cdtr><CdtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></CdtrAcct>` +
          `</RltdPties></TxDtls></NtryDtls></Ntry>`,
      ),
    )
    expect(rows(s).map((r) => [r.amount, r.name])).toEqual([['-5.00', 'Laden']])
  })
})

describe('readCamtStatement: purposes', () => {
  it('joins an Ustrd of the full 140 characters directly to the next, shorter ones with a space', () => {
    const full = `${'a'.repeat(139)}b`
    const s = read(
      statement053(
        `<Ntry><Amt>1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BkTxCd/><NtryDtls><TxDtls><RmtInf>` +
          `<Ustrd>${full}</Ustrd><Ustrd>cd </Ustrd><Ustrd> ef</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
      ),
    )
    expect(rows(s)[0]?.purpose).toBe(`${full}cd ef`)
  })

  it('falls back to AddtlTxInf, then AddtlNtryInf; an entry without TxDtls has no counterparty', () => {
    const s = read(statement053(`<Ntry><Amt>2.50</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BkTxCd/><AddtlNtryInf>Kontoführung</AddtlNtryInf></Ntry>`))
    expect(rows(s).map((r) => [r.amount, r.name, r.iban, r.purpose, r.bookingText, r.bankReference])).toEqual([['-2.50', '', '', 'Kontoführung', 'Kontoführung', null]])
  })

  it('reads CDATA as text', () => {
    const s = read(statement053(`<Ntry><Amt>1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BkTxCd/><NtryDtls><TxDtls><RmtInf><Ustrd><![CDATA[A & B <C>]]></Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`))
    expect(rows(s).map((r) => [r.purpose, r.pending])).toEqual([['A & B <C>', false]])
  })
})

describe('readCamtStatement: what it refuses', () => {
  it('names the line of an element that is never closed', () => {
    const text = CAMT_053_001_02.replace('<AddtlNtryInf>SEPA Lastschrift</AddtlNtryInf>\n    </Ntry>', '<AddtlNtryInf>SEPA Lastschrift</AddtlNtryInf>\n')
    expect(issuesOf(text)).toEqual([{ field: 'file', key: 'csvImport.camtUnreadable', params: { lineNumber: 31, reason: 'ein Element wird nicht geschlossen' } }])
  })

  it('names the line of a file that ends inside an element', () => {
    const lines = CAMT_053_001_02.split('\n')
    expect(issuesOf(lines.slice(0, 20).join('\n'))).toEqual([
      { field: 'file', key: 'csvImport.camtUnreadable', params: { lineNumber: 19, reason: 'ein Element wird nicht geschlossen' } },
    ])
  })

  it('refuses an unknown entity and an entry without a readable amount', () => {
    expect(issuesOf(statement053('<Ntry><Amt>1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><AddtlNtryInf>&ouml;</AddtlNtryInf></Ntry>'))).toEqual([
      { field: 'file', key: 'csvImport.camtUnreadable', params: { lineNumber: 2, reason: 'ein mit „&“ geschriebenes Zeichen ist unbekannt' } },
    ])
    expect(issuesOf(statement053('<Ntry><Amt>1,00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>'))).toEqual([
      { field: 'file', key: 'csvImport.camtUnreadable', params: { lineNumber: 2, reason: 'Umsatz: der Betrag „1,00“ ist keine Zahl' } },
    ])
    expect(issuesOf(statement053('<Ntry><Amt>1.00</Amt></Ntry>'))).toEqual([
      { field: 'file', key: 'csvImport.camtUnreadable', params: { lineNumber: 2, reason: 'Umsatz: das Soll/Haben-Kennzeichen (CdtDbtInd) fehlt' } },
    ])
  })

  it('tells XML that holds no statement from text that is no XML, and from an empty file', () => {
    expect(issuesOf('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn/></Document>')).toEqual([
      { field: 'file', key: 'csvImport.camtNotAStatement' },
    ])
    expect(issuesOf('<Stmt><Ntry/></Stmt>')).toEqual([{ field: 'file', key: 'csvImport.camtNotAStatement' }])
    expect(issuesOf('Buchungstag;Betrag')).toEqual([{ field: 'file', key: 'csvImport.camtUnreadable', params: { lineNumber: 1, reason: 'außerhalb des Dokuments steht weiterer Inhalt' } }])
    expect(issuesOf('')).toEqual([{ field: 'file', key: 'csvImport.camtUnreadable', params: { lineNumber: 1, reason: 'die Datei ist leer' } }])
    expect(issuesOf('\uFEFF \n')).toEqual([{ field: 'file', key: 'csvImport.camtUnreadable', params: { lineNumber: 1, reason: 'die Datei ist leer' } }])
  })

  it('does not expand entities a DOCTYPE declares (no entity expansion attacks)', () => {
    const text = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>\n${statement053('<Ntry><Amt>1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><AddtlNtryInf>&b;</AddtlNtryInf></Ntry>').replace(/^<\?xml[^>]*>\n/, '')}`
    expect(E.isLeft(readCamtStatement(text))).toBe(true)
  })
})
