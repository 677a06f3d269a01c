/** The public API of the value codecs: io-ts codecs of IBAN and BIC for wire data. */
export * from './value-codecs.ts'
