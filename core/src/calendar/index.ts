/** The public API of the calendar area: LocalDate, today in Europe/Berlin through the Clock, dd.MM.yyyy. */
export * from './clock.ts'
export * from './constants.ts'
export * from './local-date.ts'
export * from './messages.ts'
