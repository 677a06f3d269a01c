/** `npm run screenshot`: the hub of the production build, as docs/hub.png for the README. */
import { fileURLToPath } from 'node:url'
import { launchChromium } from './browser.ts'
import { startPreview } from './preview-server.ts'

const target = fileURLToPath(new URL('../../../docs/hub.png', import.meta.url))
const server = await startPreview()
const browser = await launchChromium()
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 760 }, locale: 'de-DE' })
  const page = await context.newPage()
  await page.goto(`${server.url}/hub`)
  await page.getByRole('tab', { name: /Aktiv/ }).click()
  await page.getByTestId('account-card').first().waitFor()
  await page.screenshot({ path: target })
  console.log(`Bildschirmfoto gespeichert: ${target}`)
} finally {
  await browser.close()
  await server.close()
}
