import { preview } from 'vite'
import { launchChromium } from '../e2e/browser.ts'
import { largeStatement } from '../e2e/large-statement.ts'
const server = await preview({ root: '/work/main/ui', configFile: false, logLevel: 'silent', build: { outDir: '/tmp/dist-prof' }, preview: { host: '127.0.0.1', port: 0 } })
const url = server.resolvedUrls!.local[0]!.replace(/\/$/, '')
const browser = await launchChromium()
const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } })
const page = await context.newPage()
await page.goto(`${url}/hub`)
await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor()
await page.getByRole('button', { name: 'Konto hinzufügen' }).first().click()
await page.getByRole('dialog').getByRole('button', { name: 'Weiter' }).click()
await page.getByRole('dialog').getByRole('textbox', { name: 'Bank' }).fill('27131300')
await page.getByRole('option', { name: /BLZ 27131300/ }).first().click({ timeout: 30000 })
const without = page.getByRole('dialog').getByRole('button', { name: 'Ohne Verbindung anlegen' })
if (await without.isVisible()) await without.click()
await page.getByRole('dialog').getByRole('textbox', { name: 'Kontoname' }).fill('Kasse Groß')
await page.getByRole('dialog').getByRole('button', { name: 'Konto anlegen' }).click()
await page.getByRole('dialog').waitFor({ state: 'detached' })
await page.goto(`${url}/hub/actions/startimport`)
const dlg = page.getByRole('dialog', { name: 'Umsätze aus CSV-Datei importieren' })
await dlg.getByText('Schritt 1 von 3').waitFor({ timeout: 30000 })
const st = largeStatement()
const cdp = await context.newCDPSession(page)
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 500 })
const phase = async (label: string, run: () => Promise<void>) => {
  await cdp.send('Profiler.start')
  const t = Date.now()
  await run()
  console.log(label, Date.now() - t, 'ms')
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }>; samples: number[]; timeDeltas: number[] } }
  const self = new Map<string, number>()
  for (const n of profile.nodes) { const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (n.hitCount ?? 0)) }
  console.log([...self].sort((a, b) => b[1] - a[1]).filter(([k]) => !k.startsWith('(idle)')).slice(0, 22).map(([k, v]) => `  ${(v * 0.5).toFixed(0)}ms ${k}`).join('\n'))
}
await phase('preview', async () => {
  await dlg.locator('input[type="file"]').setInputFiles({ name: 'gross.csv', mimeType: 'text/csv', buffer: st.bytes })
  await dlg.locator('.csv-preview tbody tr').first().waitFor({ timeout: 120000 })
})
await phase('import', async () => {
  await dlg.getByRole('button', { name: 'Importieren', exact: true }).click()
  await dlg.getByText(/Umsätze wurden importiert/).waitFor({ timeout: 240000 })
})
await browser.close(); await server.close()
