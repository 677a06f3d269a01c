/**
 * ISO 7064 MOD 11,10, the check digit method of the German tax identification number and of the German VAT id
 * (spec: hub-and-business-account 5; BZSt, "Prüfziffernberechnung").
 */

/**
 * The ISO 7064 MOD 11,10 check digit of a string of decimal digits. It catches every single-digit substitution:
 * each step maps a digit one-to-one onto the running product, so two inputs that differ in one digit end in
 * different products, and the final mapping from product to check digit is one-to-one as well.
 * @example toIso7064Mod1110CheckDigit('8187249563') // 3
 */
export const toIso7064Mod1110CheckDigit = (digits: string): number => {
  let product = 10
  for (const char of digits) {
    const sum = (Number(char) + product) % 10
    product = ((sum === 0 ? 10 : sum) * 2) % 11
  }
  const check = 11 - product
  return check === 10 ? 0 : check
}
