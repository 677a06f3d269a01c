/**
 * Error text as segments (core error-text.ts: text, and links only to the support site), for every notice to render
 * the same way (ErrorText in components/ErrorNotice.tsx).
 */
import { errorTextToPlain, resolveIssue, type BackendError, type ErrorNotice as DescribedError, type ErrorTextSegment } from '@kontor/core'

export type ErrorSegments = ReadonlyArray<ErrorTextSegment>

/** Plain text as error segments, for texts of our own. */
export const toTextSegments = (text: string): ErrorSegments => [{ kind: 'text', text }]

/**
 * A described error as segments. Where its text is the text of the server's first issue (describeBackendError reads
 * that issue), the issue's own segments are used, so the support links in the server's text survive.
 * @example toErrorSegments(serverIssues(400, [{ i18nKey: 'x', i18nValues: { errorText: '<a href="https://hilfe.kontor.de/a">Hilfe</a>' } }]), described)
 * // [{ kind: 'link', text: 'Hilfe', href: 'https://hilfe.kontor.de/a' }]
 */
export const toErrorSegments = (error: BackendError, described: DescribedError): ErrorSegments => {
  const first = error._tag === 'ServerIssues' ? error.issues[0] : undefined
  if (first !== undefined) {
    const { segments } = resolveIssue(first)
    if (errorTextToPlain(segments) === described.text) return segments
  }
  return toTextSegments(described.text)
}
