import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { messageForValidationIssue } from '../catalogue/issue-routing.ts'
import type { ValidationIssue } from '../errors/validation-issue.ts'
import { moneyFromCents, sumMoney } from '../money/money.ts'
import { singleByteCodePoints } from './decode-bytes.ts'
import { readBankStatement, type BankStatement } from './read-bank-statement.ts'

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)
const utf8Bom = (text: string): Uint8Array => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)])
const latin = (text: string, set: 'windows-1252' | 'ISO-8859-1' | 'ISO-8859-15' = 'ISO-8859-1'): Uint8Array => {
  const table = singleByteCodePoints(set)
  return Uint8Array.from([...text].map((ch) => table.indexOf(ch.charCodeAt(0))))
}
const read = (bytes: Uint8Array): BankStatement => {
  const result = readBankStatement(bytes, { fileName: 'umsaetze.csv' })
  if (E.isLeft(result)) throw new Error(JSON.stringify(result.left))
  return result.right
}
const readWith = (bytes: Uint8Array, profile: NonNullable<Parameters<typeof readBankStatement>[1]>['profile']): BankStatement => {
  const result = readBankStatement(bytes, { fileName: 'umsaetze.csv', profile })
  if (E.isLeft(result)) throw new Error(JSON.stringify(result.left))
  return result.right
}
const issuesOf = (bytes: Uint8Array, fileName?: string): ReadonlyArray<ValidationIssue> => {
  const result = readBankStatement(bytes, fileName === undefined ? {} : { fileName })
  return E.isLeft(result) ? result.left : []
}
const validationIssueOf = (): ValidationIssue => ({ field: 'file', key: 'none' })
const summary = (s: BankStatement) =>
  s.rows.map((r) => [r.line, r.status, r.bookingDate, r.amount.value.toFixed(2), r.counterparty, r.purpose, r.issues.map((i) => i.key).join(',')])

describe('readBankStatement: the banks of issue 13, each read without mapping', () => {
  it('Sparkasse CSV-CAMT: ISO-8859-1, every field quoted, dd.MM.yy, pending row marked', () => {
    const header = '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Glaeubiger ID";"Mandatsreferenz";"Kundenreferenz (End-to-End)";"Sammlerreferenz";"Lastschrift Ursprungsbetrag";"Auslagenersatz Ruecklastschrift";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"'
    const row = (date: string, purpose: string, name: string, amount: string, info: string) =>
      `"DE12500105170648489890";"${date}";"${date}";"FOLGELASTSCHRIFT";"${purpose}";"";"";"";"";"";"";"${name}";"DE02120300000000202051";"BYLADEM1001";"${amount}";"EUR";"${info}"`
    const s = read(latin([header, row('05.12.25', 'Miete ""Büro""; Dezember', 'Müller GmbH', '-1143,41', 'Umsatz gebucht'), row('06.12.25', 'Karte', 'REWE', '-12,00', 'Umsatz vorgemerkt')].join('\n') + '\n'))
    expect(s.bank).toBe('Sparkasse')
    expect(s.profile.characterSet).toBe('ISO-8859-1')
    expect(summary(s)).toEqual([
      [2, 'importable', '2025-12-05', '-1143.41', 'Müller GmbH', 'Miete "Büro"; Dezember', ''],
      [3, 'rejected', '2025-12-06', '-12.00', 'REWE', 'Karte', 'csvImport.rowPending'],
    ])
  })

  it('Volksbank (Atruvia): UTF-8 with BOM, CRLF, no quoting', () => {
    const text = [
      'Bezeichnung Auftragskonto;IBAN Auftragskonto;BIC Auftragskonto;Bankname Auftragskonto;Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;BIC (SWIFT-Code) Zahlungsbeteiligter;Buchungstext;Verwendungszweck;Betrag;Waehrung;Saldo nach Buchung;Bemerkung;Gekennzeichneter Umsatz;Glaeubiger ID;Mandatsreferenz',
      'Girokonto;DE02120300000000202051;GENODEF1XXX;VR Bank;02.01.2026;02.01.2026;Stadtwerke;DE02100100100006820101;PBNKDEFFXXX;Lastschrift;EREF: 123 Strom;-2950,68;EUR;;;;;',
    ].join('\r\n')
    const s = read(utf8Bom(text + '\r\n'))
    expect(s.bank).toBe('Volksbank/Raiffeisenbank')
    expect(summary(s)).toEqual([[2, 'importable', '2026-01-02', '-2950.68', 'Stadtwerke', 'EREF: 123 Strom', '']])
  })

  it('Volksbank old Fiducia: 12 preamble lines, S/H column, wrapped purpose joined, balance footer left out', () => {
    const preamble = ['"Volksbank Musterstadt eG"', '', '"Umsatzanzeige"', '', '"BLZ:";"12345678";;"Datum:";"05.01.2020"', '"Konto:";"1234567";;"Uhrzeit:";"10:00:00"', '"Abfrage von:";"Max";;"Kontoinhaber:";"Max Muster"', '', '"Zeitraum:";;"von:";"01.12.2019";"bis:";"31.12.2019"', '"Betrag in EUR:";;"von:";" ";"bis:";" "', '"Sortiert nach:";"Buchungstag";"absteigend"', '']
    const header = '"Buchungstag";"Valuta";"Auftraggeber/Zahlungsempfänger";"Empfänger/Zahlungspflichtiger";"Konto-Nr.";"IBAN";"BLZ";"BIC";"Vorgang/Verwendungszweck";"Kundenreferenz";"Währung";"Umsatz";" "'
    const purpose = 'Basislastschrift\r\nStromabschlag Dezember 2019\r\nKundennr 4711'
    const rows = [
      `"02.01.2020";"02.01.2020";"Max Muster";"Stadtwerke Musterstadt";;"DE02100100100006820101";;"PBNKDEFFXXX";"${purpose}";;"EUR";"1.202,10";"S"`,
      `"03.01.2020";"03.01.2020";"Max Muster";"Arbeitgeber AG";;"DE02100100100006820101";;"PBNKDEFFXXX";"Gutschrift\r\nLohn";;"EUR";"2.500,00";"H"`,
    ]
    const footer = ['', '"31.12.2019";;;;;;;;;"Anfangssaldo";"EUR";"100,00";"H"', '"05.01.2020";;;;;;;;;"Endsaldo";"EUR";"1.397,90";"H"']
    const s = read(latin([...preamble, header, ...rows, ...footer].join('\r\n') + '\r\n', 'ISO-8859-15'))
    expect(s.bank).toBe('Volksbank/Raiffeisenbank')
    expect(summary(s)).toEqual([
      [14, 'importable', '2020-01-02', '-1202.10', 'Stadtwerke Musterstadt', 'Basislastschrift Stromabschlag Dezember 2019Kundennr 4711', ''],
      [17, 'importable', '2020-01-03', '2500.00', 'Arbeitgeber AG', 'Gutschrift Lohn', ''],
    ])
  })

  it('Deutsche Bank old: preamble, Soll already negative and Haben, Betrag empty, footer', () => {
    const text = [
      'Umsätze Girokonto (Filiale 100);;;Kundennummer: 1234567',
      '01.01.2024 - 31.01.2024',
      'Letzter Kontostand;;;;1.000,00;EUR',
      'Vorgemerkte und noch nicht gebuchte Umsätze sind nicht Bestandteil dieser Übersicht.',
      'Buchungstag;Wert;Umsatzart;Begünstigter / Auftraggeber;Verwendungszweck;IBAN;BIC;Kundenreferenz;Mandatsreferenz ;Gläubiger ID;Fremde Gebühren;Betrag;Abweichender Empfänger;Abweichender Auftraggeber;Anzahl der Aufträge;Anzahl der Schecks;Soll;Haben;Währung',
      '05.01.2024;05.01.2024;"Kartenzahlung";REWE;Einkauf;DE02100100100006820101;PBNKDEFFXXX;;;;;;;;;;-1.572,40;;EUR',
      '06.01.2024;06.01.2024;"Gutschrift";Kunde AG;RE 1;DE02100100100006820101;PBNKDEFFXXX;;;;;;;;;;;1.380,00;EUR',
      'Kontostand;31.01.2024;;;807,60;EUR',
      '',
    ].join('\r\n')
    const s = read(latin(text, 'windows-1252'))
    expect(s.bank).toBe('Deutsche Bank')
    expect(summary(s)).toEqual([
      [6, 'importable', '2024-01-05', '-1572.40', 'REWE', 'Einkauf', ''],
      [7, 'importable', '2024-01-06', '1380.00', 'Kunde AG', 'RE 1', ''],
    ])
  })

  it('Postbank on the shared platform: named from the IBAN, D.M.YYYY, dropped decimal zeros', () => {
    const text = [
      'Umsätze',
      'Konto;Filial-/Kontonummer;IBAN;Währung',
      'Girokonto;100 1234567 00;DE02100100100006820101;EUR',
      '',
      '1.1.2026 - 31.1.2026',
      'Letzter Kontostand;;;;1.000,00;EUR',
      'Vorgemerkte und noch nicht gebuchte Umsätze sind nicht Bestandteil dieser Übersicht.',
      'Buchungstag;Wert;Umsatzart;Begünstigter / Auftraggeber;Verwendungszweck;IBAN / Kontonummer;BIC;Kundenreferenz;Mandatsreferenz;Gläubiger ID;Fremde Gebühren;Betrag;Abweichender Empfänger;Anzahl der Aufträge;Anzahl der Schecks;Soll;Haben;Währung',
      '2.1.2026;2.1.2026;Gutschrift;Kunde;RE 7;DE02;BIC;NOTPROVIDED;;;;750;;;;;750;EUR',
      '3.1.2026;3.1.2026;Lastschrift;Telekom;Rechnung;DE02;BIC;NOTPROVIDED;;;;-100,8;;;;-100,8;;EUR',
      'Kontostand;31.1.2026;;;1.649,20;EUR',
    ].join('\n')
    const s = read(utf8Bom(text + '\n'))
    expect(s.bank).toBe('Postbank')
    expect(summary(s).map((r) => r.slice(0, 4))).toEqual([
      [9, 'importable', '2026-01-02', '750.00'],
      [10, 'importable', '2026-01-03', '-100.80'],
    ])
  })

  it('Commerzbank: no name column (the name comes from the text), a zero-amount row imported as info, with its note', () => {
    const text = ['Buchungstag;Wertstellung;Umsatzart;Buchungstext;Betrag;Währung;IBAN Kontoinhaber;Kategorie', '02.01.2026;02.01.2026;Lastschrift;Auftraggeber: Stadtwerke  Strom 01/26;-2040;EUR;DE02;Wohnen', '03.01.2026;03.01.2026;Sonstige;Neue Bedingungen;0;EUR;DE02;Sonstiges'].join('\n')
    const s = read(utf8Bom(text))
    expect(s.bank).toBe('Commerzbank')
    expect(summary(s)).toEqual([
      [2, 'importable', '2026-01-02', '-2040.00', 'Stadtwerke', 'Auftraggeber: Stadtwerke  Strom 01/26', ''],
      [3, 'importable', '2026-01-03', '0.00', '', 'Neue Bedingungen', ''],
    ])
    expect(s.rows[1]?.notes.map((n) => n.key)).toEqual(['csvImport.rowZeroAmount'])
  })

  it("Postbank Umsatzauskunft: two tables, the upcoming rows pending (said per row), the booked ones read, the other party by direction", () => {
    const text = [
      'Umsatzauskunft;',
      'Name;Erika Muster;',
      'IBAN;DE12100100100123456789;',
      'Aktueller Kontostand;1.204,10 €;',
      '',
      'Umsätze in den nächsten 14 Tagen;',
      'Buchungsdatum;Umsatzart;Buchungsdetails;Auftraggeber;Empfänger;Betrag (€);',
      '27.02.2026;Dauerauftrag;Miete März;Erika Muster;Hausverwaltung Nord;-850,00 €;',
      '',
      'gebuchte Umsätze;',
      'Buchungsdatum;Wertstellung;Umsatzart;Buchungsdetails;Auftraggeber;Empfänger;Betrag (€);Saldo (€);',
      '20.02.2026;20.02.2026;Gutschrift;Rechnung 2026-014;Kunz GmbH;Erika Muster;1.190,00 €;1.204,10 €;',
      '18.02.2026;18.02.2026;Lastschrift;Strom Februar;Erika Muster;Stadtwerke;-85,90 €;14,10 €;',
    ].join('\r\n')
    const s = read(utf8(text))
    expect(s.bank).toBe('Postbank')
    expect(summary(s)).toEqual([
      [8, 'rejected', '2026-02-27', '-850.00', 'Hausverwaltung Nord', 'Miete März', 'csvImport.rowPending'],
      [12, 'importable', '2026-02-20', '1190.00', 'Kunz GmbH', 'Rechnung 2026-014', ''],
      [13, 'importable', '2026-02-18', '-85.90', 'Stadtwerke', 'Strom Februar', ''],
    ])
    // The upcoming row stands in the booked table's columns: its amount under 'Betrag (€)'.
    expect(s.rows[0]?.cells[s.headers.indexOf('Betrag (€)')]).toBe('-850,00 €')
  })

  it('comdirect, old layout: empty lines before the preamble, HTML entities in it, dates with a trailing space, the name after "Auftraggeber:"', () => {
    const text = [
      ...Array.from({ length: 10 }, () => ''),
      '"comdirect bank AG"',
      '"UMS&Auml;TZE: ERIKA MUSTER"',
      '"Kontostand:";"+1.234,56 EUR"',
      '',
      '"Ums&auml;tze Girokonto";" - Zeitraum: 30 Tage"',
      '',
      '"Neuer Kontostand";"+1.234,56"',
      '',
      '"Buchungstag";"Wertstellung (Valuta)";"Vorgang";"Buchungstext";"Umsatz in EUR"',
      '"21.05.2015 ";"21.05.2015 ";"Lastschrift Einzug";"Auftraggeber: BLUMENLADEN Buchungstext: EC 6098 Ref. 0RK1 ";"-33,11"',
      '"17.05.2015 ";"17.05.2015 ";"\ufffdbertrag/\ufffdberweisung";"Auftraggeber: MUSTER GMBH Buchungstext: RECHNUNG 31 Ref. JG11 ";"1.033,12"',
      '',
      '"Alter Kontostand";"+234,55"',
    ].join('\n')
    const s = read(utf8(text))
    expect(s.bank).toBe('comdirect')
    expect(summary(s).map((r) => r.slice(0, 5))).toEqual([
      [20, 'importable', '2015-05-21', '-33.11', 'BLUMENLADEN'],
      [21, 'importable', '2015-05-17', '1033.12', 'MUSTER GMBH'],
    ])
  })

  it("DKB VISA before 2023: Wertstellung the booking date (Belegdatum the purchase), the preamble's 'Saldo:' no row", () => {
    const text = [
      '"Kreditkarte:";"4930********1234";',
      '',
      '"Zeitraum:";"seit der letzten Abrechnung";',
      '"Saldo:";"-412.50 EUR";',
      '"Datum:";"20.02.2026";',
      '',
      '"Umsatz abgerechnet und nicht im Saldo enthalten";"Wertstellung";"Belegdatum";"Beschreibung";"Betrag (EUR)";"Ursprünglicher Betrag";',
      '"Nein";"16.02.2026";"13.02.2026";"BAHN TICKET";"-129,90";"";',
      '"Ja";"02.02.2026";"01.02.2026";"HABENZINSEN";"0,42";"";',
    ].join('\n')
    const s = read(latin(text))
    expect(s.bank).toBe('DKB')
    expect(summary(s).map((r) => r.slice(0, 4).concat(r[5] ?? ''))).toEqual([
      [8, 'importable', '2026-02-16', '-129.90', 'BAHN TICKET'],
      [9, 'importable', '2026-02-02', '0.42', 'HABENZINSEN'],
    ])
  })

  it("Deutsche Bank credit card: 'Betrag' twice (foreign currency, then EUR: the EUR one), '- 12,34' negative, the 'Saldo:' footer no row", () => {
    const text = [
      'Kreditkartentransaktionen;;Kundennummer: 987 6543210',
      'MasterCard 5100 0000 0000 0004 ERIKA MUSTER',
      '',
      'Abrechnungsdatum: 28.02.2026',
      'Belegdatum;Eingangstag;Verwendungszweck;Fremdwährung;Betrag;Kurs;Betrag;Währung',
      '03.02.2026;04.02.2026;HOTEL LONDON;GBP;- 200,00;0,85000;- 235,29;EUR',
      '05.02.2026;05.02.2026;TANKSTELLE KOELN;;;;- 61,40;EUR',
      '09.02.2026;10.02.2026;GUTSCHRIFT HOTEL;GBP;20,00;0,85000;23,53;EUR',
      'Saldo:;;;;;;-1.000,00;EUR',
    ].join('\n')
    const s = read(utf8(text))
    expect(s.bank).toBe('Deutsche Bank')
    expect(summary(s)).toEqual([
      [6, 'importable', '2026-02-04', '-235.29', '', 'HOTEL LONDON', ''],
      [7, 'importable', '2026-02-05', '-61.40', '', 'TANKSTELLE KOELN', ''],
      [8, 'importable', '2026-02-10', '23.53', '', 'GUTSCHRIFT HOTEL', ''],
    ])
  })

  it('comdirect: preamble, trailing ";", "offen" rows pending, footer balance', () => {
    const text = [';', '"Umsätze Girokonto";"Zeitraum: 01.01.2026 - 31.01.2026";', '"Neuer Kontostand";"1.134,11 EUR";', '', '"Buchungstag";"Wertstellung (Valuta)";"Vorgang";"Buchungstext";"Umsatz in EUR";', '"offen";"--";"Lastschrift";"Empfänger: Shop Kto/IBAN: DE02 Buchungstext: Bestellung";"-9,99";', '"02.01.2026";"02.01.2026";"Übertrag";"Auftraggeber: Max Muster Buchungstext: Miete Ref. 1";"1.234,56";', '', '"Alter Kontostand";"0,00 EUR";'].join('\r\n')
    const s = read(latin(text, 'ISO-8859-15'))
    expect(s.bank).toBe('comdirect')
    expect(summary(s)).toEqual([
      [6, 'rejected', null, '-9.99', 'Shop', 'Empfänger: Shop Kto/IBAN: DE02 Buchungstext: Bestellung', 'csvImport.rowPending'],
      [7, 'importable', '2026-01-02', '1234.56', 'Max Muster', 'Auftraggeber: Max Muster Buchungstext: Miete Ref. 1', ''],
    ])
  })

  it('DKB new: preamble, payer/payee by direction, "1.000" is one thousand, Vorgemerkt pending', () => {
    const text = ['"Girokonto";"DE02120300000000202051"', '"Zeitraum:";"01.01.2026 - 31.01.2026"', '"Kontostand vom 31.01.2026:";"4.093,32\u00a0€"', '""', '"Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz"', '"05.01.26";"05.01.26";"Gebucht";"Kunde AG";"Max Muster";"RE 1";"Eingang";"DE02";"1.000";"";"";""', '"06.01.26";"06.01.26";"Gebucht";"Max Muster";"Vermieter";"Miete";"Ausgang";"DE02";"-62,3";"";"";""', '"07.01.26";"";"Vorgemerkt";"Max Muster";"Shop";"Karte";"Ausgang";"DE02";"-5";"";"";""'].join('\n')
    const s = read(utf8Bom(text + '\n'))
    expect(s.bank).toBe('DKB')
    expect(summary(s)).toEqual([
      [6, 'importable', '2026-01-05', '1000.00', 'Kunde AG', 'RE 1', ''],
      [7, 'importable', '2026-01-06', '-62.30', 'Vermieter', 'Miete', ''],
      [8, 'rejected', '2026-01-07', '-5.00', 'Shop', 'Karte', 'csvImport.rowPending'],
    ])
  })

  it('DKB old, ING, N26, Consorsbank, Qonto, PayPal and Targobank are recognised', () => {
    const cases: ReadonlyArray<[string, Uint8Array]> = [
      ['DKB', latin(['"Kontonummer:";"DE02120300000000202051 / Girokonto";', '', '"Von:";"01.01.2020";', '"Bis:";"31.01.2020";', '"Kontostand vom 31.01.2020:";"-1.835,87 EUR";', '', '"Buchungstag";"Wertstellung";"Buchungstext";"Auftraggeber / Begünstigter";"Verwendungszweck";"Kontonummer";"BLZ";"Betrag (EUR)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz";', '"02.01.2020";"02.01.2020";"Lastschrift";"Telekom";"Rechnung";"DE02";"BIC";"-39,95";"";"";"";'].join('\n'))],
      ['ING', latin(['Umsatzanzeige;Datei erstellt am: 05.01.2026 10:00', '', 'IBAN;DE02 1203 0000 0000 2020 51', 'Kontoname;Girokonto', 'Bank;ING', 'Kunde;Max Muster', 'Zeitraum;01.01.2026 - 05.01.2026', 'Saldo;1.234,56;EUR', '', 'Sortierung;Datum absteigend', '', 'In der CSV-Datei finden Sie alle bereits gebuchten Umsätze.', '', 'Buchung;Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung', '02.01.2026;02.01.2026;REWE;Lastschrift;Einkauf 12.50;1.222,06;EUR;-12,50;EUR'].join('\n'))],
      ['N26', utf8(['"Booking Date","Value Date","Partner Name","Partner Iban",Type,"Payment Reference","Account Name","Amount (EUR)","Original Amount","Original Currency","Exchange Rate"', '2026-01-02,,"Coffee Shop",,Presentment,,"Main Account",-16.80,,,'].join('\n'))],
      ['Consorsbank', latin(['Buchung;Valuta;Sender / Empfänger;IBAN / Konto-Nr.;BIC / BLZ;Buchungstext;Verwendungszweck;Kategorie;Stichwörter;Umsatz geteilt;Betrag in EUR', '02.01.2026;02.01.2026;Netflix;DE02;BIC;Lastschrift;Abo;;;;-13,99'].join('\n'), 'windows-1252')],
      ['Qonto', utf8(['Status,Settlement date (UTC),Operation date (UTC),Total amount (incl. VAT),Currency,Counterparty name,Payment method,Transaction ID,IBAN,Reference,Category,Note,VAT amount,Initiator', 'settled,2026-01-02 10:00:00,02-01-2026 09:00:00,-12.50,EUR,Shop,card,t1,,Bestellung,,,,Max'].join('\n'))],
      ['PayPal', utf8Bom(['"Datum","Uhrzeit","Zeitzone","Name","Typ","Status","Währung","Brutto","Gebühr","Netto","Transaktionscode","Betreff","Auswirkung auf Guthaben"', '"02.01.2026","10:00:00","CET","Händler","Zahlung","Abgeschlossen","EUR","-1.234,56","0,00","-1.234,56","X1","Bestellung","Soll"', '"02.01.2026","10:00:01","CET","Bank","Bankgutschrift","Abgeschlossen","EUR","1.234,56","0,00","1.234,56","X2","","Memo"'].join('\r\n'))],
      ['Targobank', utf8(["02.01.2026;Lastschrift   Stadtwerke   Strom;-5,00;;;;'DE02120300000000202051'", "03.01.2026;Gutschrift   Kunde;;1.180,00;;;'DE02120300000000202051'"].join('\r\n') + '\r\n')],
    ]
    for (const [bank, bytes] of cases) {
      const s = read(bytes)
      expect([bank, s.bank, s.mappingIssues]).toEqual([bank, bank, []])
      expect(s.rows.length).toBeGreaterThan(0)
      expect(s.rows[0]?.status).toBe('importable')
    }
    // N26's English layout: 'Value Date' the value date where the row has one, 'Booking Date' the booking date.
    const n26 = read(utf8(['"Booking Date","Value Date","Partner Name","Partner Iban",Type,"Payment Reference","Account Name","Amount (EUR)"', '2026-01-05,2026-01-03,"Hotel",,Presentment,"Zimmer","Main Account",-89.00', '2026-01-02,,"Coffee Shop",,Presentment,,"Main Account",-16.80'].join('\n')))
    expect(n26.rows.map((r) => [r.status, r.bookingDate, r.valueDate])).toEqual([['importable', '2026-01-05', '2026-01-03'], ['importable', '2026-01-02', null]])
    const paypal = read(cases[5]?.[1] ?? new Uint8Array())
    expect(paypal.rows.map((r) => [r.amount.value.toFixed(2), r.issues.map((i) => i.key)])).toEqual([['-1234.56', []], ['1234.56', ['csvImport.rowMemo']]])
    const targo = read(cases[6]?.[1] ?? new Uint8Array())
    expect([targo.hasHeader, targo.rows.map((r) => r.amount.value.toFixed(2))]).toEqual([false, ['-5.00', '1180.00']])
  })

  describe('PayPal (issue 26)', () => {
    const HEADER = '"Datum","Uhrzeit","Zeitzone","Name","Typ","Status","Währung","Brutto","Gebühr","Netto","Transaktionscode","Artikelbezeichnung","Betreff","Auswirkung auf Guthaben"'
    const paypalFile = (...rows: ReadonlyArray<string>) => utf8Bom([HEADER, ...rows].join('\r\n'))
    const RECEIVED = '"05.01.2026","10:00:00","CET","Kundin Meier","Zahlung","Abgeschlossen","EUR","100,00","-2,84","97,16","7AB12345CD","Logo-Paket","RE-2026-0001","Haben"'
    const NO_SUBJECT = '"06.01.2026","11:00:00","CET","Kunde Schulz","Zahlung","Abgeschlossen","EUR","25,00","-1,06","23,94","8EF67890GH","Visitenkarten","","Haben"'
    const HELD = '"07.01.2026","12:00:00","CET","Kunde Alt","Zahlung","Ausstehend","EUR","40,00","-1,49","38,51","9IJ11111KL","Flyer","RE-2026-0003","Haben"'
    const PAID = '"08.01.2026","13:00:00","CET","Druckerei","Zahlung","Abgeschlossen","EUR","-60,00","0,00","-60,00","1MN22222OP","","Papier","Soll"'
    const rowsOf = (s: BankStatement) => s.rows.map((r) => [r.line, r.status, r.amount.value.toFixed(2), r.counterparty, r.purpose])

    it('reads the gross as the payment and a non-zero fee as a row of its own after it, with the payment’s code; the two are the net', () => {
      const s = read(paypalFile(RECEIVED, PAID))
      expect(rowsOf(s)).toEqual([
        [2, 'importable', '100.00', 'Kundin Meier', 'RE-2026-0001'],
        [2, 'importable', '-2.84', 'PayPal', 'PayPal-Gebühr 7AB12345CD'],
        [3, 'importable', '-60.00', 'Druckerei', 'Papier'],
      ])
      expect(sumMoney(s.rows.slice(0, 2).map((r) => r.amount))).toEqual(moneyFromCents(9716n))
    })

    it('takes the Artikelbezeichnung where the Betreff is empty, and holds an Ausstehend payment as pending, its fee with it', () => {
      const s = read(paypalFile(NO_SUBJECT, HELD))
      expect(rowsOf(s)).toEqual([
        [2, 'importable', '25.00', 'Kunde Schulz', 'Visitenkarten'],
        [2, 'importable', '-1.06', 'PayPal', 'PayPal-Gebühr 8EF67890GH'],
        [3, 'rejected', '40.00', 'Kunde Alt', 'RE-2026-0003'],
      ])
      expect(s.rows[2]?.issues.map((i) => i.key)).toEqual(['csvImport.rowPending'])
    })

    it('reads the net amount where the export has no Gebühr column, and no fee row where the user mapped another amount column', () => {
      const withoutFee = utf8Bom(['"Datum","Uhrzeit","Zeitzone","Name","Typ","Status","Brutto","Netto","Betreff","Auswirkung auf Guthaben"', '"05.01.2026","10:00:00","CET","Kundin Meier","Zahlung","Abgeschlossen","100,00","97,16","RE-1","Haben"'].join('\r\n'))
      expect(rowsOf(read(withoutFee))).toEqual([[2, 'importable', '97.16', 'Kundin Meier', 'RE-1']])
      const detected = read(paypalFile(RECEIVED)).profile.fieldMappings
      const netMapped = detected.map((m) => (m.fieldName === 'amount' ? { ...m, columnIndex: 9 } : m))
      expect(rowsOf(readWith(paypalFile(RECEIVED), { fieldMappings: netMapped }))).toEqual([[2, 'importable', '97.16', 'Kundin Meier', 'RE-2026-0001']])
    })

    it('turns the fee with its payment when the profile negates the amounts', () => {
      expect(rowsOf(readWith(paypalFile(RECEIVED), { negateAmount: true })).map((r) => r[2])).toEqual(['-100.00', '2.84'])
    })
  })
})

describe('readBankStatement: comdirect exports of several accounts', () => {
  const GIRO = [
    ';',
    '"Umsätze Girokonto";"Zeitraum: 30 Tage";',
    '"Neuer Kontostand";"1.134,11 EUR";',
    '',
    '"Buchungstag";"Wertstellung (Valuta)";"Vorgang";"Buchungstext";"Umsatz in EUR";',
    '"02.02.2024";"02.02.2024";"Lastschrift / Belastung";"Auftraggeber: Stadtwerke Buchungstext: Strom Ref. 1";"-45,00";',
    '"01.02.2024";"01.02.2024";"Kontoführungsentgelt";"Buchungstext: Kontoführung";"-4,90";',
  ]
  const CARD = [
    '"Umsätze Visa-Karte (Kreditkarte)";"Zeitraum: 30 Tage";',
    '"Neuer Kontostand";"-12,00 EUR";',
    '',
    '"Buchungstag";"Umsatztag";"Vorgang";"Referenz";"Buchungstext";"Umsatz in EUR";',
    '"03.02.2024";"01.02.2024";"Visa-Umsatz";"123456";"AMAZON EU";"-12,00";',
  ]
  const DEPOT = ['"Umsätze Depot";"Zeitraum: 30 Tage";', '', '"Buchungstag";"Geschäftstag";"Stück / Nom.";"Bezeichnung";"WKN";"Währung";"Ausführungskurs";"Umsatz in EUR";', '"04.02.2024";"02.02.2024";"10";"ETF";"A0RPWH";"EUR";"80,00";"-800,00";']
  const notice = (sections: string) => ({ field: 'file', key: 'csvImport.furtherSectionsNotImported', params: { sections } })

  it('reads the giro section (a fee without counterparty included) and names the card and depot sections it leaves out', () => {
    const text = [...GIRO, '', '"Alter Kontostand";"1.184,01 EUR";', '', ...CARD, '', '"Alter Kontostand";"0,00 EUR";', '', ...DEPOT, ''].join('\r\n')
    const s = read(latin(text, 'ISO-8859-15'))
    expect(s.bank).toBe('comdirect')
    expect(summary(s)).toEqual([
      [6, 'importable', '2024-02-02', '-45.00', 'Stadtwerke', 'Auftraggeber: Stadtwerke Buchungstext: Strom Ref. 1', ''],
      [7, 'importable', '2024-02-01', '-4.90', '', 'Buchungstext: Kontoführung', ''],
    ])
    expect(s.notices).toEqual([notice('Visa-Karte (Kreditkarte), Depot')])
    expect(messageForValidationIssue(s.notices[0] ?? notice(''))).toBe(
      'Hinweis: Die Datei enthält nach den Umsätzen des Kontos weitere Abschnitte (Visa-Karte (Kreditkarte), Depot). Nur die Umsätze des ersten Abschnitts werden gelesen; die weiteren, etwa Kartenumsätze, werden nicht importiert.',
    )
  })

  it('ends the giro rows at the next section title even without a balance line between', () => {
    const s = read(utf8([...GIRO, '', ...CARD, ''].join('\n')))
    expect(s.rows.map((r) => [r.line, r.status])).toEqual([
      [6, 'importable'],
      [7, 'importable'],
    ])
    expect(s.notices).toEqual([notice('Visa-Karte (Kreditkarte)')])
  })

  it('gives no notice for a single account with its balance footer', () => {
    expect(read(utf8([...GIRO, '', '"Alter Kontostand";"1.184,01 EUR";', ''].join('\n'))).notices).toEqual([])
  })
})

describe('readBankStatement: UTF-16 without a BOM', () => {
  const utf16 = (text: string, littleEndian: boolean): Uint8Array => {
    const out = new Uint8Array(text.length * 2)
    for (let i = 0; i < text.length; i++) {
      const u = text.charCodeAt(i)
      out[2 * i] = littleEndian ? u & 0xff : u >> 8
      out[2 * i + 1] = littleEndian ? u >> 8 : u & 0xff
    }
    return out
  }
  const TEXT = 'Buchungstag;Empfänger;Verwendungszweck;Betrag\n01.02.2024;Müller;Miete März;-800,00\n'

  it.each<[string, boolean]>([
    ['UTF-16LE', true],
    ['UTF-16BE', false],
  ])('reads %s by the NUL bytes of its Latin characters, also under the default profile (UTF-8)', (characterSet, littleEndian) => {
    for (const profile of [{}, { characterSet: 'UTF-8' }]) {
      const result = readBankStatement(utf16(TEXT, littleEndian), { profile })
      const s = E.isRight(result) ? result.right : undefined
      expect([s?.detected.characterSet, s?.rows.map((r) => [r.counterparty, r.purpose, r.amount.value.toFixed(2)])]).toEqual([
        characterSet,
        [['Müller', 'Miete März', '-800.00']],
      ])
    }
  })

  it('still refuses binary data whose NULs would decode to control characters', () => {
    const words = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 === 0 ? 1 + (i % 7) : 0))
    expect(issuesOf(words).map((i) => i.key)).toEqual(['csvImport.fileNotText'])
  })
})

describe('readBankStatement: rules and bad input', () => {
  it('refuses a file over 5,000,000 bytes and a name without .csv', () => {
    expect(issuesOf(new Uint8Array(5_000_001).fill(65), 'a.csv').map((i) => i.key)).toEqual(['csvImport.uploadFileTooBig'])
    expect(issuesOf(utf8('a;b\n'), 'a.xlsx').map((i) => i.key)).toEqual(['csvImport.uploadExtensionNotAllowed'])
  })

  it.each<[string, Uint8Array, string]>([
    ['an empty file', new Uint8Array(), 'csvImport.fileEmpty'],
    ['only a BOM', new Uint8Array([0xef, 0xbb, 0xbf]), 'csvImport.fileEmpty'],
    ['binary data', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01, 0x02, 0x89, 0xff]), 'csvImport.fileNotText'],
    ['10,000 columns', utf8(`${'a;'.repeat(9999)}a\n`), 'csvImport.tooManyColumns'],
    ['a 4.9 MB single line', utf8('x'.repeat(4_900_000)), 'csvImport.valueTooLong'],
    ['a single column', utf8('Datum\n01.01.2024\n'), 'csvImport.singleColumn'],
  ])('refuses %s with a German message', (_name, bytes, key) => {
    expect(issuesOf(bytes).map((i) => i.key)).toEqual([key])
  })

  it('writes the limits and counts in its messages with German grouping (10.000 Spalten, 100.000 Zeichen)', () => {
    const texts = (bytes: Uint8Array) => issuesOf(bytes).map(messageForValidationIssue)
    expect(texts(utf8(`${'a;'.repeat(9999)}a\n`))).toEqual([
      'Zeile 1 hat 10.000 Spalten, erlaubt sind höchstens 1.000. Bitte prüfen Sie das Trennzeichen.',
    ])
    expect(texts(utf8('x'.repeat(4_900_000)))).toEqual([
      'Zeile 1 enthält einen Wert mit mehr als 100.000 Zeichen. Bitte prüfen Sie das Trennzeichen und die Anführungszeichen.',
    ])
  })

  it('refuses a line whose quote is never closed, naming it, and reads the rows around it (issue 26)', () => {
    const text = 'Datum;Name;Zweck;Betrag\n01.02.2024;A;ok;-1,00\n02.02.2024;B;"kaputt;-2,00\n03.02.2024;C;x;-3,00\n04.02.2024;D;"auch;-4,00\n05.02.2024;E;y;-5,00\n'
    const s = read(utf8(text))
    expect(summary(s).map((r) => [r[0], r[1], r[3], r[6]])).toEqual([
      [2, 'importable', '-1.00', ''],
      [3, 'rejected', '-2.00', 'csvImport.rowUnclosedQuote'],
      [4, 'importable', '-3.00', ''],
      [5, 'rejected', '-4.00', 'csvImport.rowUnclosedQuote'],
      [6, 'importable', '-5.00', ''],
    ])
    expect(s.rows[1]?.cells).toEqual(['02.02.2024', 'B', '"kaputt', '-2,00'])
    expect(messageForValidationIssue(s.rows[1]?.issues[0] ?? validationIssueOf())).toBe('Zeile 3: Ein Anführungszeichen wird in dieser Zeile nicht geschlossen. Die Zeile wird nicht importiert; die übrigen Zeilen werden gelesen.')
  })

  it('refuses a row with a field too few with that one reason, naming its line, and reads the rows around it', () => {
    const s = read(utf8('Datum;Name;Verwendungszweck;Betrag\n01.02.2024;A;Miete;-800,00\n02.02.2024;B;-5,00\n03.02.2024;C;Strom;-50,00\n'))
    expect(summary(s).map((r) => [r[0], r[1], r[6]])).toEqual([
      [2, 'importable', ''],
      [3, 'rejected', 'csvImport.rowColumnCount'],
      [4, 'importable', ''],
    ])
  })

  it('refuses the whole file when its first line has a quote never closed, or too many lines have', () => {
    expect(issuesOf(utf8('"Datum;Name;Zweck;Betrag\n01.02.2024;A;ok;-1,00\n'))).toEqual([{ field: 'file', key: 'csvImport.unclosedQuoteAtLine', params: { lineNumber: 1 } }])
    const many = ['Datum;Name;Zweck;Betrag', ...Array.from({ length: 30 }, (_, i) => `0${(i % 9) + 1}.02.2024;A;"x${i};-1,00`)].join('\n')
    expect(issuesOf(utf8(many)).map((i) => i.key)).toEqual(['csvImport.unclosedQuoteAtLine'])
  })

  it('refuses a stray quote pair that would swallow lines into one field', () => {
    const text = 'Datum;Name;Zweck;Betrag\n01.02.2024;A;"x;-1,00\n02.02.2024;B;y";-2,00\n03.02.2024;C;z;-3,00\n'
    expect(issuesOf(utf8(text))).toEqual([{ field: 'file', key: 'csvImport.unclosedQuoteAtLine', params: { lineNumber: 2 } }])
  })

  it('reads mixed line endings completely and says so', () => {
    const s = read(utf8('Datum;Name;Zweck;Betrag\r\n01.02.2024;A;x;-1,00\n02.02.2024;B;y;-2,00\r03.02.2024;C;z;-3,00'))
    expect(s.rows.map((r) => r.line)).toEqual([2, 3, 4])
    expect(s.notices.map((n) => n.key)).toEqual(['csvImport.mixedLineEndings'])
  })

  it('marks 31.02.2024, 1.2.3,4 and rows before 2014 as rejected by line, keeping the others', () => {
    const s = read(utf8('Datum;Name;Zweck;Betrag\n31.02.2024;A;x;-1,00\n01.02.2024;B;y;1.2.3,4\n31.12.2013;C;z;5,00\n01.01.2014;D;w;6,00\n'))
    expect(s.rows.map((r) => [r.line, r.status, r.issues.map((i) => i.key).join()])).toEqual([
      [2, 'rejected', 'csvImport.invalidDate'],
      [3, 'rejected', 'csvImport.invalidAmount'],
      [4, 'rejected', 'csvImport.dateBeforeEarliest'],
      [5, 'importable', ''],
    ])
  })

  it('keeps a formula cell as text with a note, and a header-only file is no transactions', () => {
    const s = read(utf8('Datum;Name;Zweck;Betrag\n01.02.2024;=HYPERLINK("x");y;-1,00\n'))
    expect([s.rows[0]?.status, s.rows[0]?.counterparty, s.rows[0]?.notes.map((n) => n.key)]).toEqual(['importable', '=HYPERLINK("x")', ['csvImport.formulaCellAsText']])
    const empty = read(utf8('Datum;Name;Zweck;Betrag\n'))
    expect([empty.rows, empty.notices.map((n) => n.key), empty.headers]).toEqual([[], ['csvImport.noTransactions'], ['Datum', 'Name', 'Zweck', 'Betrag']])
  })

  it('takes the profile where given, with the hint when the detected delimiter differs', () => {
    const result = readBankStatement(utf8('Datum;Name;Zweck;Betrag\n01.02.2024;A;x;-1,00\n'), { profile: { delimiter: ',' } })
    expect(E.isRight(result) && [result.right.profile.delimiter, result.right.hints.map((h) => [h.key, h.params?.['detected']])]).toEqual([
      ',',
      [['csvImport.delimiterDiffersFromDetected', 'Semikolon (;)']],
    ])
    const negated = read(utf8('Datum;Name;Zweck;Betrag\n01.02.2024;A;x;-1,00\n'))
    expect(negated.hints).toEqual([])
    const flipped = readBankStatement(utf8('Datum;Name;Zweck;Betrag\n01.02.2024;A;x;-1,00\n'), { profile: { negateAmount: true } })
    expect(E.isRight(flipped) && flipped.right.rows[0]?.amount.value.toFixed(2)).toBe('1.00')
  })
})
