/** Placeholders in message texts: `{{name}}`, filled from an issue's or a message's values. */

/** Fills `{{name}}` placeholders; a placeholder without a value stays visible rather than vanishing. */
export const fillPlaceholders = (text: string, params: Readonly<Record<string, string | number>> = {}): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole))
