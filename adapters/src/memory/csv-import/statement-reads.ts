/**
 * A CSV file read with a profile in the memory db: the reads an operation plans, done here or ahead elsewhere (a Web
 * Worker, banking-memory.ts), and the statement kept for the next operation on the same file.
 */
import { CSV_CHARACTER_SETS, readBankStatement, type BankStatement, type ImportProfile, type ReadBankStatementOptions } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { HTTP_BAD_REQUEST, fail, issueOf, rejected, type DbResult } from '../store/failures.ts'
import type { MemoryState } from '../store/state.ts'
import { CSV_IMPORT_ISSUE_KEYS } from './csv-import-issues.ts'
import type { StatementReadAhead, UploadedCsvFile } from './csv-import-state.ts'

// --- reading a file with a profile

/** The profile a preview asks for; empty texts mean "detect" (the reader's reading of a missing value). */
export type RequestedProfile = Partial<ImportProfile>

export const withoutMappings = ({ fieldMappings: _mappings, ...rest }: RequestedProfile): RequestedProfile => rest

export const checkProfileValues = (profile: RequestedProfile): DbResult<RequestedProfile> => {
  const invalid = (source: string) => fail(HTTP_BAD_REQUEST, issueOf(CSV_IMPORT_ISSUE_KEYS.invalidContent, source))
  const { delimiter = '', quoteCharacter = '', characterSet = '' } = profile
  if (delimiter !== '' && (delimiter.length !== 1 || delimiter === '\n' || delimiter === '\r')) return invalid('delimiter')
  if (quoteCharacter !== '' && (quoteCharacter.length !== 1 || quoteCharacter === '\n' || quoteCharacter === '\r')) return invalid('quoteCharacter')
  if (delimiter !== '' && delimiter === quoteCharacter) return invalid('quoteCharacter')
  const known = CSV_CHARACTER_SETS.map((c) => c.toLowerCase())
  if (characterSet !== '' && !known.includes(characterSet.toLowerCase())) return invalid('characterSet')
  return E.right(profile)
}

/** Spec 8: a mapped column the file does not have, or a column (or field) mapped twice, refuses the request. */
const mappingRefusal = (statement: BankStatement): DbResult<never> | undefined => {
  const keys = new Set(statement.mappingIssues.map((i) => i.key))
  if (keys.has('csvImport.mappedColumnMissing')) return fail(HTTP_BAD_REQUEST, issueOf(CSV_IMPORT_ISSUE_KEYS.missingColumn, 'fieldMappings'))
  if (keys.has('csvImport.columnMappedTwice') || keys.has('csvImport.fieldMappedMoreThanOnce')) {
    return fail(HTTP_BAD_REQUEST, issueOf(CSV_IMPORT_ISSUE_KEYS.duplicateColumn, 'fieldMappings'))
  }
  return undefined
}

/** One read of a file an operation does: the file, and the profile it is read with. */
export interface PlannedStatementRead {
  readonly file: UploadedCsvFile
  readonly profile: RequestedProfile
}

/** A planned read, done: what readBankStatement answered. */
export interface DoneStatementRead extends PlannedStatementRead {
  readonly result: StatementReadAhead['result']
}

/** The options readBankStatement takes for a planned read (a reader elsewhere reads with the same). */
export const readOptionsOf = (read: PlannedStatementRead): ReadBankStatementOptions => ({ profile: read.profile, fileName: read.file.fileName })

/**
 * A read's key: the file and its profile's values in one order (the import's profile comes from the UI, the preview's
 * from its request): mappings by column, a character set in any case, no accountType and a null one alike.
 */
const readKeyOf = (read: PlannedStatementRead): string => {
  const { characterSet = '', delimiter = '', quoteCharacter = '', negateAmount = false, accountType, fieldMappings } = read.profile
  const mappings = fieldMappings?.map((m) => `${m.columnIndex}:${m.fieldName}`).sort()
  return JSON.stringify([read.file.id, characterSet.toLowerCase(), delimiter, quoteCharacter, negateAmount, accountType ?? null, mappings ?? null])
}

/** Whether the statement kept from an earlier operation answers this read. */
const isKeptFor = (state: MemoryState, read: PlannedStatementRead, key = readKeyOf(read)): boolean =>
  state.csvImport.keptRead?.file === read.file && state.csvImport.keptRead.keys.includes(key)

/** An operation's planned reads without those the kept statement answers: they need no reader. */
export const notKept = (state: MemoryState, reads: ReadonlyArray<PlannedStatementRead>): ReadonlyArray<PlannedStatementRead> =>
  reads.filter((read) => !isKeptFor(state, read))

/** A statement read is kept for the next operation on its file (one at a time: a 5 MB statement is ~30 MB). */
const keepRead = (state: MemoryState, read: PlannedStatementRead, key: string, result: StatementReadAhead['result']): StatementReadAhead['result'] => {
  if (E.isRight(result)) {
    const { profile } = result.right
    const resolved = readKeyOf({ file: read.file, profile })
    // Read with its mappings detected, the statement is also the one its resolved settings give without mappings.
    const detected = read.profile.fieldMappings == null ? [readKeyOf({ file: read.file, profile: withoutMappings(profile) })] : []
    state.csvImport.keptRead = { file: read.file, keys: [...new Set([key, resolved, ...detected])], statement: result.right }
  }
  return result
}

/** Reads done elsewhere, for the operation that follows at once (they replace any an operation did not take). */
export const keepStatementReads = (state: MemoryState, reads: ReadonlyArray<DoneStatementRead>): void => {
  state.csvImport.readAhead = reads.map((read) => ({ file: read.file, key: readKeyOf(read), result: read.result }))
}

/**
 * The statement kept from the last operation on the file; else the read done ahead of this one, taken; else the file
 * read now, here (no reader elsewhere: node, the server).
 */
export const readStatement = (state: MemoryState, read: PlannedStatementRead, keep = true): StatementReadAhead['result'] => {
  const key = readKeyOf(read)
  const kept = state.csvImport.keptRead
  if (kept !== undefined && isKeptFor(state, read, key)) return E.right(kept.statement)
  const ahead = state.csvImport.readAhead.find((entry) => entry.key === key && entry.file === read.file)
  const result = ahead === undefined ? readBankStatement(read.file.bytes, readOptionsOf(read)) : ahead.result
  if (ahead !== undefined) state.csvImport.readAhead = state.csvImport.readAhead.filter((entry) => entry !== ahead)
  return keep ? keepRead(state, read, key, result) : result
}

/** The operation's reads done: reads kept for it and not taken (it refused before them) go, with their statements. */
export const withReadsDropped = <A>(state: MemoryState, result: A): A => {
  state.csvImport.readAhead = []
  return result
}

export const readFile = (state: MemoryState, read: PlannedStatementRead): DbResult<BankStatement> => {
  const statement = readStatement(state, read)
  if (E.isLeft(statement)) return rejected(statement.left)
  return mappingRefusal(statement.right) ?? E.right(statement.right)
}
