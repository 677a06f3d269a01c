import { describe, expect, it } from 'vitest'
import { decodeGmbhWizardDraft, encodeGmbhWizardDraft, restoreGmbhWizard } from './gmbh-wizard-draft.ts'
import { dispatchAndSettle, FakeOnboardingServer, toTestRegistration } from './gmbh-wizard.arbitrary.ts'
import { toInitialGmbhWizardState, type GmbhWizardState } from './gmbh-wizard-model.ts'

const TAX = '143/815/08155'
const VAT = 'DE136695976'

const atS5 = (): { readonly s: GmbhWizardState; readonly server: FakeOnboardingServer } => {
  const server = new FakeOnboardingServer([toTestRegistration([['Anna', 'Nordmann']])])
  let s = toInitialGmbhWizardState('UG')
  const send = (e: Parameters<typeof dispatchAndSettle>[1]) => (s = dispatchAndSettle(s, e, server))
  send({ type: 'edited', form: { step: 's1', values: { companyName: 'Nordlicht', registrationNumber: '', registrationIssuer: '' } } })
  send({ type: 'registerSearched', by: 'name' })
  send({ type: 'commercialRegistrationChosen', index: 0 })
  send({ type: 'continued', form: { step: 's2', values: { ...s.forms.business, industry: 'GASTRONOMY', businessPurpose: 'Gastronomie' } } })
  send({ type: 'fatcaAnswered', answer: false })
  send({ type: 'continued', form: { step: 's3', values: { taxIdentificationNumber: TAX, vatNumber: VAT } } })
  send({ type: 'continued', form: { step: 's4', values: s.forms.address } })
  return { s, server }
}

describe('the GmbH wizard draft', () => {
  it('leaves the tax number and the VAT id out, and the reload reads them back from the server', () => {
    const { s, server } = atS5()
    expect(s.step).toBe('s5')
    const text = encodeGmbhWizardDraft(s) ?? ''
    expect(text).not.toContain(TAX)
    expect(text).not.toContain(VAT)
    const decoded = decodeGmbhWizardDraft(text)
    expect(decoded).toMatchObject({ step: 's5', organizationType: 'UG', forms: { tax: { taxIdentificationNumber: '', vatNumber: '' }, business: { industry: 'GASTRONOMY' } } })
    const [restored, effects] = restoreGmbhWizard(decoded!)
    expect(effects).toEqual([{ type: 'loadServerData', businessId: 'b1', personIds: [] }])
    const answer = server.answer(effects[0]!)
    const reloaded = dispatchAndSettle(restored, answer!, server)
    expect(reloaded.forms.tax).toEqual({ taxIdentificationNumber: TAX, vatNumber: VAT })
    expect({ ...reloaded, validity: s.validity }).toEqual(s)
  })

  it.each([
    ['not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2 })],
    ['s5 without a business', (t: string) => t.replace('"businessId":"b1"', '"businessId":null')],
    ['s9 without an identification', (t: string) => t.replace('"step":"s5"', '"step":"s9"')],
    ['a field of the wrong type', (t: string) => t.replace('"organizationType":"UG"', '"organizationType":7')],
    ['a register index out of range', (t: string) => t.replace('"registryIndex":0', '"registryIndex":9')],
  ] as const)('a tampered draft (%s) starts clean', (_, tamper) => {
    const text = encodeGmbhWizardDraft(atS5().s) ?? ''
    expect(decodeGmbhWizardDraft(typeof tamper === 'string' ? tamper : tamper(text))).toBeNull()
  })

  it('after a reload at s4 before the business was saved, "Weiter" goes back to s3 to ask for the tax number again', () => {
    const server = new FakeOnboardingServer([toTestRegistration([['Anna', 'Nordmann']])])
    let s = toInitialGmbhWizardState('GMBH')
    const send = (e: Parameters<typeof dispatchAndSettle>[1]) => (s = dispatchAndSettle(s, e, server))
    send({ type: 'edited', form: { step: 's1', values: { companyName: 'Nordlicht', registrationNumber: '', registrationIssuer: '' } } })
    send({ type: 'registerSearched', by: 'name' })
    send({ type: 'commercialRegistrationChosen', index: 0 })
    send({ type: 'continued', form: { step: 's2', values: { ...s.forms.business, businessPurpose: 'Software' } } })
    send({ type: 'fatcaAnswered', answer: false })
    send({ type: 'continued', form: { step: 's3', values: { taxIdentificationNumber: TAX, vatNumber: '' } } })
    expect(s.step).toBe('s4')
    const reloaded = decodeGmbhWizardDraft(encodeGmbhWizardDraft(s))!
    const [back, effects] = restoreGmbhWizard(reloaded)
    expect(effects).toEqual([])
    s = dispatchAndSettle(back, { type: 'continued', form: { step: 's4', values: { ...s.forms.address, city: 'Altona' } } }, server)
    expect(s).toMatchObject({ step: 's3', notice: 'INVALID_COMPANY_VALUE', forms: { address: { city: 'Altona' }, tax: { taxIdentificationNumber: '' } } })
    expect(s.issues.map((i) => i.field)).toEqual(['taxIdentificationNumber'])
    expect(server.log.businessesCreated).toBe(0)
  })

  it('keeps no draft once the wizard finished or was cancelled', () => {
    expect(encodeGmbhWizardDraft({ ...toInitialGmbhWizardState('GMBH'), step: 'cancelled' })).toBeNull()
    expect(decodeGmbhWizardDraft(null)).toBeNull()
  })
})
