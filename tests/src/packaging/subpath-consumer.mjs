// Another Node service that imports only the parts of the built @kontor/core it needs, through the subpath exports:
// plain ESM, no TypeScript, no bundler, no source condition. Each subpath is imported and used once.
// Run it yourself after `npm run build -w @kontor/core`:  node tests/src/packaging/subpath-consumer.mjs
import { FinancialAccountCodec, toManualAccountBankCode } from '@kontor/core/accounts'
import { lookupBankForIban } from '@kontor/core/banks'
import { parseBic } from '@kontor/core/bic'
import { fixedClock, formatLocalDate, todayInBerlin } from '@kontor/core/calendar'
import { messageFor, routeIssues } from '@kontor/core/catalogue'
import { isStatementFileName } from '@kontor/core/csv-import'
import { errorTextToPlain, parseErrorText, validationIssue } from '@kontor/core/errors'
import { computeIbanCheckDigits, formatIban, parseIban } from '@kontor/core/iban'
import { normalizeMobileNumber, parseTaxIdentificationNumber } from '@kontor/core/identity'
import { addMoney, formatMoney, parseMoney } from '@kontor/core/money'
import { parseGermanPostalCode } from '@kontor/core/onboarding'
import * as ports from '@kontor/core/ports'
import { toEstimatedManualAssignMinutes } from '@kontor/core/proposals'
import { scaChallengeOf, truncateChallengeText } from '@kontor/core/sca'
import { toNextGermanBankWorkingDay } from '@kontor/core/seizure'
import { isBlank } from '@kontor/core/text'
import { toPaymentDifferencePercent } from '@kontor/core/transactions'
import { isInstantExcludedRecipientBank } from '@kontor/core/transfers'
import { BicCodec, IbanCodec } from '@kontor/core/value-codecs'

const valueOf = (either) => (either._tag === 'Right' ? either.right : either.left.map((issue) => issue.key).join(','))
const money = (text) => valueOf(parseMoney(text))
const iban = valueOf(parseIban('de89 3704 0044 0532 0130 00'))
const account = FinancialAccountCodec.decode({ financialAccountId: 'x', name: 'Giro', type: 'GIRO', state: { status: 'IDLE' }, availableActions: [], balance: 1 })
const bankPort = { lookupBankByIban: () => async () => ({ _tag: 'Right', right: { bankName: 'Commerzbank', bankCode: '37040044', bic: 'COBADEFFXXX' } }) }
const lookup = await lookupBankForIban(bankPort, iban)()

console.log(
  JSON.stringify({
    accounts: [account._tag, toManualAccountBankCode(null, null, iban)],
    banks: lookup._tag === 'Right' ? [lookup.right._tag, lookup.right.bic] : 'failed',
    bic: valueOf(parseBic('cobadeffxxx')),
    calendar: formatLocalDate(todayInBerlin(fixedClock(new Date('2026-12-31T23:30:00Z')))),
    catalogue: [messageFor('iban.invalidChecksum'), routeIssues([{ i18nKey: 'INVALID_IBAN', source: 'iban' }], ['iban']).fieldErrors],
    csvImport: isStatementFileName('Umsaetze.CSV'),
    errors: [validationIssue('iban', 'iban.invalidChecksum'), errorTextToPlain(parseErrorText('Bitte <b>prüfen</b>.'))],
    iban: [iban, formatIban(iban), computeIbanCheckDigits('DE', '370400440532013000')],
    identity: [valueOf(parseTaxIdentificationNumber('86095742719')), valueOf(normalizeMobileNumber('0176 1234567'))],
    money: formatMoney(addMoney(money('1.234,56'), money('-0,5'))),
    onboarding: valueOf(parseGermanPostalCode(' 10115 ')),
    ports: Object.keys(ports), // types only: the entry loads and exports no values
    proposals: toEstimatedManualAssignMinutes(5),
    sca: [
      scaChallengeOf({ _tag: 'ServerIssues', status: 403, issues: [{ i18nKey: 'missing_entity', source: 'scaTan' }] })?.kind,
      truncateChallengeText('a'.repeat(80), 'redirect').length,
    ],
    seizure: toNextGermanBankWorkingDay('2025-12-24'),
    text: [isBlank(' \t'), isBlank('x')],
    transactions: toPaymentDifferencePercent(money('95'), money('100')).toString(),
    transfers: isInstantExcludedRecipientBank('DE02 1101 0101 0000 0000 00'),
    valueCodecs: [IbanCodec.is(iban), BicCodec.is('COBADEFFXXX'), IbanCodec.is('DE89 3704')],
  }),
)
