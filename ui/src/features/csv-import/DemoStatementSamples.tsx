/**
 * The demo's sample statements in step 1 (demo build only; issue 26): MT940, CAMT.053 and an overlapping Sparkasse CSV
 * (fixtures/src/demo-statements.ts), each taken as the chosen file in one press, so that a new user reaches each
 * format's preview and the duplicates across files without a bank export at hand. The samples load on the first press.
 */
import { todayInBerlin } from '@kontor/core'
import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useBackend } from '../../shared/useBackend.ts'
import { CSV_IMPORT_TEXTS } from './csv-import-texts.ts'

/** The samples' names, known before their module loads (the buttons show at once). */
const SAMPLES = [
  { fileName: 'Kontoauszug-MT940.sta', label: CSV_IMPORT_TEXTS.sampleMt940 },
  { fileName: 'Kontoauszug-CAMT053.xml', label: CSV_IMPORT_TEXTS.sampleCamt },
  { fileName: 'Umsaetze-Sparkasse.csv', label: CSV_IMPORT_TEXTS.sampleCsv },
] as const

export const DemoStatementSamples = ({ isDisabled, onFile }: { readonly isDisabled: boolean; readonly onFile: (file: File) => void }) => {
  const backend = useBackend()
  const [failed, setFailed] = useState(false)
  const take = async (fileName: string) => {
    try {
      const { demoStatementFiles, demoStatementBytes } = await import('@kontor/fixtures/demo-statements')
      const file = demoStatementFiles(todayInBerlin(backend.clock)).find((f) => f.fileName === fileName)
      if (file === undefined) return
      setFailed(false)
      onFile(new File([demoStatementBytes(file)], file.fileName, { type: file.mediaType }))
    } catch {
      // A chunk that cannot load (the connection dropped): said, and the buttons stay for another try.
      setFailed(true)
    }
  }
  return (
    <section className="csv-samples" aria-labelledby="csv-samples-heading">
      <h3 id="csv-samples-heading">{CSV_IMPORT_TEXTS.samplesHeading}</h3>
      <p className="field-description">{CSV_IMPORT_TEXTS.samplesHint}</p>
      <div className="csv-samples-buttons">
        {SAMPLES.map((sample) => (
          <Button key={sample.fileName} className="button" isDisabled={isDisabled} onPress={() => void take(sample.fileName)}>
            {sample.label}
          </Button>
        ))}
      </div>
      {failed && (
        <p role="alert" className="notice notice-error">
          {CSV_IMPORT_TEXTS.samplesFailed}
        </p>
      )}
    </section>
  )
}
