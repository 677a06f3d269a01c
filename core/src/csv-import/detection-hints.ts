/**
 * Hints when the delimiter or quote character the server detected differs from the chosen one
 * (spec: transactions-import-proposals 5 "CSV upload and mapping").
 */
import { validationIssue, type ValidationIssue } from '../errors/validation-issue.ts'
import type { CsvPreview, ImportProfile } from './model.ts'

const CHARACTER_NAMES: Readonly<Record<string, string>> = {
  ';': 'Semikolon (;)',
  ',': 'Komma (,)',
  '\t': 'Tabulator',
  '|': 'senkrechter Strich (|)',
  ' ': 'Leerzeichen',
  '"': 'doppeltes Anführungszeichen (")',
  "'": "einfaches Anführungszeichen (')",
}

/**
 * A delimiter or quote character as the dialog names it: the usual ones by name, any other in „ “.
 * @example formatCsvSeparatorCharacter('\t') // 'Tabulator'
 */
export const formatCsvSeparatorCharacter = (character: string): string => CHARACTER_NAMES[character] ?? `„${character}“`

const detectedDiffers = (detected: string | null | undefined, chosen: string): detected is string =>
  typeof detected === 'string' && detected !== '' && detected !== chosen

/**
 * The hints to show: one when the detected delimiter differs from the chosen one, one when the detected quote
 * character does. Nothing detected means no hint. The hints carry the detected character's name in {{detected}}.
 * @example toCsvDetectionHints({ delimiter: ',', quoteCharacter: '"' }, { delimiterDetected: ';' }) // [delimiter hint]
 */
export const toCsvDetectionHints = (
  chosen: Pick<ImportProfile, 'delimiter' | 'quoteCharacter'>,
  preview: Pick<CsvPreview, 'delimiterDetected' | 'quoteCharacterDetected'>,
): ReadonlyArray<ValidationIssue> => [
  ...(detectedDiffers(preview.delimiterDetected, chosen.delimiter)
    ? [validationIssue('delimiter', 'csvImport.delimiterDiffersFromDetected', { detected: formatCsvSeparatorCharacter(preview.delimiterDetected) })]
    : []),
  ...(detectedDiffers(preview.quoteCharacterDetected, chosen.quoteCharacter)
    ? [
        validationIssue('quoteCharacter', 'csvImport.quoteCharacterDiffersFromDetected', {
          detected: formatCsvSeparatorCharacter(preview.quoteCharacterDetected),
        }),
      ]
    : []),
]
