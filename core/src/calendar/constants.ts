/** The business calendar of Kontor is German: "today" is today in Berlin, whatever the browser's zone. */
export const BUSINESS_TIME_ZONE = 'Europe/Berlin'
