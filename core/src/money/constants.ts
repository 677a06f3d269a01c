/** Euro amounts have cents: two decimal places, on input and on display. */
export const MONEY_FRACTION_DIGITS = 2
