/**
 * The banks whose exports are read without manual mapping, recognised from their header row (issue 13 "Presets";
 * layouts: shared/reference/german-bank-csv-formats.md). Columns are found by header name, not position, so optional
 * columns (ING's Saldo, Kategorie, Notiz; PayPal's configurable set) shift nothing.
 */
import type { FieldMapping, MappedImportField } from './model.ts'

export interface BankPreset {
  /** The bank as the dialog names it. */
  readonly bank: string
  /** Header names (trimmed) that must all be in the header row. */
  readonly requiredHeaders: ReadonlyArray<string>
  /** Each field with the header names that may hold it; the first one present wins; a field none of which is present stays unmapped. */
  readonly columns: ReadonlyArray<readonly [MappedImportField, ReadonlyArray<string>]>
  /** Multi-line purpose in fixed-width chunks (old Fiducia layout): see joinWrappedPurpose. */
  readonly wrapsPurpose?: boolean
  /** Which of two banks sharing one layout: decided from the account's IBAN in the preamble. */
  readonly bankOfIban?: (iban: string) => string | undefined
  /** Fields whose header name the layout has twice: the last column of that name holds the field. */
  readonly lastOfName?: ReadonlyArray<MappedImportField>
  /** The title of a table of upcoming (not yet booked) rows above the booked table's header, if the layout has one. */
  readonly upcomingTableTitle?: string
  /**
   * A fee column beside the amount (PayPal's Gebühr beside Brutto): a non-zero fee becomes a row of its own after its
   * payment, purpose 'PayPal-Gebühr' and the payment's code (codeHeader), so that fees can be booked apart and the rows
   * still sum to what moved the balance.
   */
  readonly separateFee?: {
    readonly feeHeader: string
    /** The amount net of the fee: read as the amount where the fee column is missing. */
    readonly netHeader: string
    readonly codeHeader: string
    readonly counterparty: string
    readonly purpose: string
  }
  /** A column whose text is the purpose of a row whose purpose column is empty (PayPal: Artikelbezeichnung). */
  readonly purposeFallbackHeader?: string
}

const SPARKASSE: BankPreset = {
  bank: 'Sparkasse',
  // CSV-CAMT (17 columns) and CSV-MT940 (11) share these.
  requiredHeaders: ['Auftragskonto', 'Buchungstag', 'Valutadatum', 'Buchungstext', 'Verwendungszweck', 'Beguenstigter/Zahlungspflichtiger', 'Betrag', 'Info'],
  columns: [
    ['bookingDate', ['Buchungstag']],
    ['valueDate', ['Valutadatum']],
    ['recipientOrSenderName', ['Beguenstigter/Zahlungspflichtiger']],
    ['purpose', ['Verwendungszweck']],
    ['additionalInfo', ['Buchungstext']],
    ['amount', ['Betrag']],
    ['bookingStatus', ['Info']],
  ],
}

const VOLKSBANK: BankPreset = {
  bank: 'Volksbank/Raiffeisenbank',
  requiredHeaders: ['Bezeichnung Auftragskonto', 'IBAN Auftragskonto', 'Buchungstag', 'Valutadatum', 'Name Zahlungsbeteiligter', 'Verwendungszweck', 'Betrag'],
  columns: [
    ['bookingDate', ['Buchungstag']],
    ['valueDate', ['Valutadatum']],
    ['recipientOrSenderName', ['Name Zahlungsbeteiligter']],
    ['purpose', ['Verwendungszweck']],
    ['additionalInfo', ['Buchungstext']],
    ['amount', ['Betrag']],
  ],
}

const VOLKSBANK_FIDUCIA: BankPreset = {
  bank: 'Volksbank/Raiffeisenbank',
  // The last column is named by a single space: '' once trimmed. Column 3 is the account holder, 4 the other party.
  requiredHeaders: ['Buchungstag', 'Valuta', 'Auftraggeber/Zahlungsempfänger', 'Empfänger/Zahlungspflichtiger', 'Vorgang/Verwendungszweck', 'Umsatz', ''],
  columns: [
    ['bookingDate', ['Buchungstag']],
    ['valueDate', ['Valuta']],
    ['recipientOrSenderName', ['Empfänger/Zahlungspflichtiger']],
    ['purpose', ['Vorgang/Verwendungszweck']],
    ['amount', ['Umsatz']],
    ['debitCreditIndicator', ['']],
  ],
  wrapsPurpose: true,
}

const DEUTSCHE_BANK_OLD: BankPreset = {
  bank: 'Deutsche Bank',
  // Betrag is empty here; Soll carries its minus already (never negated twice: see the debit rule of the reader).
  requiredHeaders: ['Buchungstag', 'Wert', 'Umsatzart', 'Begünstigter / Auftraggeber', 'Verwendungszweck', 'IBAN', 'Soll', 'Haben', 'Abweichender Auftraggeber'],
  columns: [
    ['bookingDate', ['Buchungstag']],
    ['valueDate', ['Wert']],
    ['recipientOrSenderName', ['Begünstigter / Auftraggeber']],
    ['purpose', ['Verwendungszweck']],
    ['additionalInfo', ['Umsatzart']],
    ['debitAmount', ['Soll']],
    ['creditAmount', ['Haben']],
  ],
}

/**
 * German IBANs carry the bank code at 4..12; its fourth digit is the bank group: 1 Postbank, 7 Deutsche Bank.
 * Chosen: any other code names the platform's owner, Deutsche Bank.
 */
const deutscheBankOrPostbank = (iban: string): string | undefined => (iban.charAt(7) === '1' ? 'Postbank' : 'Deutsche Bank')

const DEUTSCHE_BANK_POSTBANK: BankPreset = {
  bank: 'Deutsche Bank',
  requiredHeaders: ['Buchungstag', 'Wert', 'Umsatzart', 'Begünstigter / Auftraggeber', 'Verwendungszweck', 'IBAN / Kontonummer', 'Betrag', 'Soll', 'Haben'],
  columns: [
    ['bookingDate', ['Buchungstag']],
    ['valueDate', ['Wert']],
    ['recipientOrSenderName', ['Begünstigter / Auftraggeber']],
    ['purpose', ['Verwendungszweck']],
    ['additionalInfo', ['Umsatzart']],
    ['amount', ['Betrag']],
  ],
  bankOfIban: deutscheBankOrPostbank,
}

const DEUTSCHE_BANK_CARD: BankPreset = {
  bank: 'Deutsche Bank',
  // The credit card's statement ('Kreditkartentransaktionen'): 'Betrag' twice, the foreign-currency amount and then
  // the amount in EUR, which is the booking's; Eingangstag is the booking date, Belegdatum the day of the purchase.
  requiredHeaders: ['Belegdatum', 'Eingangstag', 'Verwendungszweck', 'Fremdwährung', 'Betrag', 'Kurs', 'Währung'],
  columns: [
    ['bookingDate', ['Eingangstag']],
    ['purpose', ['Verwendungszweck']],
    ['amount', ['Betrag']],
  ],
  lastOfName: ['amount'],
}

const POSTBANK_UMSATZAUSKUNFT: BankPreset = {
  bank: 'Postbank',
  // The 'Umsatzauskunft' (2018 layout): the upcoming rows in a table of their own above the booked ones ('gebuchte
  // Umsätze'), whose header lacks Wertstellung and Saldo; the other party is Auftraggeber or Empfänger by direction.
  requiredHeaders: ['Buchungsdatum', 'Wertstellung', 'Umsatzart', 'Buchungsdetails', 'Auftraggeber', 'Empfänger', 'Betrag (€)'],
  columns: [
    ['bookingDate', ['Buchungsdatum']],
    ['valueDate', ['Wertstellung']],
    ['senderName', ['Auftraggeber']],
    ['recipientName', ['Empfänger']],
    ['purpose', ['Buchungsdetails']],
    ['additionalInfo', ['Umsatzart']],
    ['amount', ['Betrag (€)']],
  ],
  upcomingTableTitle: 'Umsätze in den nächsten 14 Tagen',
}

const COMMERZBANK: BankPreset = {
  bank: 'Commerzbank',
  // No name column: name, IBAN and purpose all sit in Buchungstext.
  requiredHeaders: ['Buchungstag', 'Wertstellung', 'Umsatzart', 'Buchungstext', 'Betrag', 'Währung', 'IBAN Kontoinhaber'],
  columns: [
    ['bookingDate', ['Buchungstag']],
    ['valueDate', ['Wertstellung']],
    ['purpose', ['Buchungstext']],
    ['additionalInfo', ['Umsatzart']],
    ['amount', ['Betrag']],
  ],
}

const COMDIRECT: BankPreset = {
  bank: 'comdirect',
  // Pending rows read "offen" in Buchungstag; the name sits inside Buchungstext ("Auftraggeber: …", "Empfänger: …").
  requiredHeaders: ['Buchungstag', 'Wertstellung (Valuta)', 'Vorgang', 'Buchungstext', 'Umsatz in EUR'],
  columns: [
    ['bookingDate', ['Buchungstag']],
    ['valueDate', ['Wertstellung (Valuta)']],
    ['purpose', ['Buchungstext']],
    ['additionalInfo', ['Vorgang']],
    ['amount', ['Umsatz in EUR']],
  ],
}

const DKB: BankPreset = {
  bank: 'DKB',
  // 2023+ portal, both variants ('Betrag (€)' with IBAN, and the first one's 'Betrag'). Payer and payee columns.
  requiredHeaders: ['Buchungsdatum', 'Wertstellung', 'Status', 'Zahlungspflichtige*r', 'Zahlungsempfänger*in', 'Verwendungszweck', 'Umsatztyp'],
  columns: [
    ['bookingDate', ['Buchungsdatum']],
    ['valueDate', ['Wertstellung']],
    ['senderName', ['Zahlungspflichtige*r']],
    ['recipientName', ['Zahlungsempfänger*in']],
    ['purpose', ['Verwendungszweck']],
    ['additionalInfo', ['Umsatztyp']],
    ['amount', ['Betrag (€)', 'Betrag']],
    ['bookingStatus', ['Status']],
  ],
}

const DKB_OLD: BankPreset = {
  bank: 'DKB',
  requiredHeaders: ['Buchungstag', 'Wertstellung', 'Buchungstext', 'Auftraggeber / Begünstigter', 'Verwendungszweck', 'Betrag (EUR)'],
  columns: [
    ['bookingDate', ['Buchungstag']],
    ['valueDate', ['Wertstellung']],
    ['recipientOrSenderName', ['Auftraggeber / Begünstigter']],
    ['purpose', ['Verwendungszweck']],
    ['additionalInfo', ['Buchungstext']],
    ['amount', ['Betrag (EUR)']],
  ],
}

const DKB_VISA_OLD: BankPreset = {
  bank: 'DKB',
  // The credit card before 2023: Wertstellung is the card row's booking date, Belegdatum the day of the purchase; the
  // preamble's 'Saldo:' (with a dot decimal) is the card's balance, no row.
  requiredHeaders: ['Umsatz abgerechnet und nicht im Saldo enthalten', 'Wertstellung', 'Belegdatum', 'Beschreibung', 'Betrag (EUR)'],
  columns: [
    ['bookingDate', ['Wertstellung']],
    ['purpose', ['Beschreibung']],
    ['amount', ['Betrag (EUR)']],
  ],
}

const ING: BankPreset = {
  bank: 'ING',
  // 'Valuta' before ~2025, 'Wertstellungsdatum' since; 'Währung' twice (after Saldo and after Betrag).
  requiredHeaders: ['Buchung', 'Auftraggeber/Empfänger', 'Buchungstext', 'Verwendungszweck', 'Betrag'],
  columns: [
    ['bookingDate', ['Buchung']],
    ['valueDate', ['Wertstellungsdatum', 'Valuta']],
    ['recipientOrSenderName', ['Auftraggeber/Empfänger']],
    ['purpose', ['Verwendungszweck']],
    ['additionalInfo', ['Buchungstext']],
    ['amount', ['Betrag']],
  ],
}

const N26: BankPreset = {
  bank: 'N26',
  // The current English layout: 'Value Date' is the value date (empty on some rows), 'Booking Date' the booking date.
  requiredHeaders: ['Booking Date', 'Partner Name', 'Payment Reference', 'Amount (EUR)'],
  columns: [
    ['bookingDate', ['Booking Date']],
    ['valueDate', ['Value Date']],
    ['recipientOrSenderName', ['Partner Name']],
    ['purpose', ['Payment Reference']],
    ['additionalInfo', ['Type']],
    ['amount', ['Amount (EUR)']],
  ],
}

const N26_OLD: BankPreset = {
  bank: 'N26',
  requiredHeaders: ['Date', 'Payee', 'Transaction type', 'Payment reference', 'Amount (EUR)'],
  columns: [
    ['bookingDate', ['Date']],
    ['recipientOrSenderName', ['Payee']],
    ['purpose', ['Payment reference']],
    ['additionalInfo', ['Transaction type']],
    ['amount', ['Amount (EUR)']],
  ],
}

const CONSORSBANK: BankPreset = {
  bank: 'Consorsbank',
  requiredHeaders: ['Buchung', 'Valuta', 'Sender / Empfänger', 'Buchungstext', 'Verwendungszweck', 'Betrag in EUR'],
  columns: [
    ['bookingDate', ['Buchung']],
    ['valueDate', ['Valuta']],
    ['recipientOrSenderName', ['Sender / Empfänger']],
    ['purpose', ['Verwendungszweck']],
    ['additionalInfo', ['Buchungstext']],
    ['amount', ['Betrag in EUR']],
  ],
}

const QONTO: BankPreset = {
  bank: 'Qonto',
  requiredHeaders: ['Status', 'Settlement date (UTC)', 'Operation date (UTC)', 'Total amount (incl. VAT)', 'Counterparty name', 'Reference'],
  columns: [
    ['bookingDate', ['Settlement date (UTC)']],
    ['valueDate', ['Operation date (UTC)']],
    ['recipientOrSenderName', ['Counterparty name']],
    ['purpose', ['Reference']],
    ['additionalInfo', ['Payment method']],
    ['amount', ['Total amount (incl. VAT)']],
    ['bookingStatus', ['Status']],
  ],
}

const PAYPAL: BankPreset = {
  bank: 'PayPal',
  // Issue 26: Brutto is the payment, a non-zero Gebühr (≤ 0 for a payment received) a row of its own; together they are
  // Netto, what moves the balance. Without a Gebühr column (the set is configurable) Netto is the amount.
  // "Auswirkung auf Guthaben" is Soll, Haben or Memo; Memo rows do not move the balance. Purpose: Betreff, and on a row
  // whose Betreff is empty its Artikelbezeichnung.
  requiredHeaders: ['Datum', 'Uhrzeit', 'Zeitzone', 'Name', 'Typ', 'Status', 'Brutto', 'Netto', 'Auswirkung auf Guthaben'],
  columns: [
    ['bookingDate', ['Datum']],
    ['recipientOrSenderName', ['Name']],
    ['purpose', ['Betreff', 'Artikelbezeichnung', 'Hinweis']],
    ['additionalInfo', ['Typ']],
    ['amount', ['Brutto']],
    ['debitCreditIndicator', ['Auswirkung auf Guthaben']],
    ['bookingStatus', ['Status']],
  ],
  separateFee: { feeHeader: 'Gebühr', netHeader: 'Netto', codeHeader: 'Transaktionscode', counterparty: 'PayPal', purpose: 'PayPal-Gebühr' },
  purposeFallbackHeader: 'Artikelbezeichnung',
}

/** Every bank with a header row, most specific first (Deutsche Bank old before new, both before ING's 'Buchung'). */
export const BANK_PRESETS: ReadonlyArray<BankPreset> = [
  SPARKASSE,
  VOLKSBANK,
  VOLKSBANK_FIDUCIA,
  DEUTSCHE_BANK_OLD,
  DEUTSCHE_BANK_POSTBANK,
  DEUTSCHE_BANK_CARD,
  POSTBANK_UMSATZAUSKUNFT,
  COMMERZBANK,
  COMDIRECT,
  DKB,
  DKB_OLD,
  DKB_VISA_OLD,
  CONSORSBANK,
  ING,
  N26,
  N26_OLD,
  QONTO,
  PAYPAL,
]

/** Targobank exports have no header row: date; text; debit (negative); credit; ; ; 'own IBAN'. */
export const TARGOBANK_BANK = 'Targobank'
export const TARGOBANK_COLUMN_COUNT = 7
export const TARGOBANK_MAPPINGS: ReadonlyArray<FieldMapping> = [
  { columnIndex: 0, fieldName: 'bookingDate' },
  { columnIndex: 1, fieldName: 'purpose' },
  { columnIndex: 2, fieldName: 'debitAmount' },
  { columnIndex: 3, fieldName: 'creditAmount' },
]
const QUOTED_IBAN = /^'?[A-Z]{2}\d{2}[A-Z0-9]{10,30}'?$/
/** Whether a headerless row has Targobank's shape: 7 fields, the last the own IBAN (in single quotes, or read without). */
export const isTargobankRow = (cells: ReadonlyArray<string>): boolean =>
  cells.length === TARGOBANK_COLUMN_COUNT && QUOTED_IBAN.test((cells[TARGOBANK_COLUMN_COUNT - 1] ?? '').trim())

/**
 * The preset whose required headers are all in a row, with its field mappings by column; undefined when none fits.
 * @example matchBankPreset(['Buchung', 'Valuta', …])?.preset.bank // 'ING'
 */
const withNetAmount = (mappings: ReadonlyArray<FieldMapping>, names: ReadonlyArray<string>, netHeader: string): ReadonlyArray<FieldMapping> => {
  const net = names.indexOf(netHeader)
  return net < 0 ? mappings : mappings.map((m) => (m.fieldName === 'amount' ? { columnIndex: net, fieldName: 'amount' } : m))
}

export const matchBankPreset = (
  headerCells: ReadonlyArray<string>,
): { readonly preset: BankPreset; readonly fieldMappings: ReadonlyArray<FieldMapping> } | undefined => {
  const names = headerCells.map((cell) => cell.trim())
  const present = new Set(names)
  for (const preset of BANK_PRESETS) {
    if (!preset.requiredHeaders.every((name) => present.has(name))) continue
    const fieldMappings: FieldMapping[] = []
    for (const [fieldName, candidates] of preset.columns) {
      for (const candidate of candidates) {
        const columnIndex = preset.lastOfName?.includes(fieldName) === true ? names.lastIndexOf(candidate) : names.indexOf(candidate)
        if (columnIndex >= 0) {
          fieldMappings.push({ columnIndex, fieldName })
          break
        }
      }
    }
    // Without its fee column a layout's amount column would miss the fee: the net amount is read instead.
    const fee = preset.separateFee
    const mappings = fee !== undefined && !present.has(fee.feeHeader) ? withNetAmount(fieldMappings, names, fee.netHeader) : fieldMappings
    return { preset, fieldMappings: [...mappings].sort((a, b) => a.columnIndex - b.columnIndex) }
  }
  return undefined
}
