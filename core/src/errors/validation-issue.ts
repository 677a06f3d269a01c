/** A rule that input broke, in the same shape the server uses for its issues (field + i18n key). */
export interface ValidationIssue {
  /** The form field the issue belongs to (the server's `source`). */
  readonly field: string
  /** The i18n key: the spec's key verbatim, or one of ours marked in the catalogue. */
  readonly key: string
  readonly params?: Readonly<Record<string, string | number>>
}

export const validationIssue = (
  field: string,
  key: string,
  params?: Readonly<Record<string, string | number>>,
): ValidationIssue => (params === undefined ? { field, key } : { field, key, params })
