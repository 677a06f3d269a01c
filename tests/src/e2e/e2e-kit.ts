/**
 * What every end-to-end test file shares: one preview server and one Chromium per file, a fresh browser context per
 * test (so each test starts from the demo organisation), the page errors of the test checked after it, and the page
 * helpers for the hub and the add-account wizard. Helpers take the page they work on, so a test with two tabs can use
 * them on either.
 */
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Locator, Page, ViewportSize, Worker } from 'playwright-core'
import { DEMO_ORGANISATIONS, DEMO_ORGANISATION_IDS, type DemoOrganisationId } from '@kontor/fixtures'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { launchChromium } from './browser.ts'
import { BLANK_PATH, startPreview, type PreviewServer } from './preview-server.ts'

/** Long enough for a page load, the wizard's calls, the 3 s delete delay and a 3 s poll on a busy 2-core machine. */
export const SLOW = { timeout: 20_000 }

/**
 * A walk through a whole flow (a wizard from its start to the hub, several tabs and reloads): solo about 30 s, three to
 * four times that on a 2-core machine that runs four files at once beside another job.
 */
export const LONG_WALK = { timeout: 300_000 }

/** The window of a test unless it asks for another. */
export const DEFAULT_VIEWPORT: ViewportSize = { width: 1280, height: 900 }


/** The page events whose listeners a test may leave on the tab that open() takes again. */
const LEFT_BEHIND_EVENTS = ['console', 'dialog', 'pageerror', 'popup', 'request', 'requestfailed', 'requestfinished', 'response', 'worker', 'websocket', 'framenavigated', 'load', 'domcontentloaded'] as const

/** What a fresh start clears of the origin's storage (CDP Storage.clearDataForOrigin): all but the HTTP cache. */
const CLEARED_STORAGE = 'cookies,file_systems,indexeddb,local_storage,shader_cache,websql,service_workers,cache_storage,storage_buckets'

export interface SessionOptions {
  /** Whether afterEach fails a test whose pages threw an uncaught error (default true). */
  readonly checkPageErrors?: boolean
  /** The window of every context this session opens, unless `open` says otherwise (default DEFAULT_VIEWPORT). */
  readonly viewport?: ViewportSize
  /**
   * Whether every page starts as a user who has seen the hub's profile-type dialog today, in every demo organisation
   * (default true): accounts created in a test have no usage, and the dialog would cover the hub after the next load.
   * hub-dialogs.e2e.test.ts turns this off to test the dialog.
   */
  readonly profileTypeDialogSeen?: boolean
}

export interface OpenOptions {
  /** The window, or part of it (e.g. only the width); the rest comes from the session's viewport. */
  readonly viewport?: Partial<ViewportSize>
  /**
   * open() only: runs on the tab before it loads `path`, e.g. to route what it loads (page.route), where a new context
   * would cost the page load twice the CPU. The next open() removes its routes and listeners (see #reused).
   */
  readonly beforeLoad?: (page: Page) => Promise<void>
}

export interface HubOptions extends OpenOptions {
  /** The address to open, one that shows the hub (default '/hub'). */
  readonly path?: string
}

/** Runs in the page before its scripts: the profile-type dialog counts as seen today where nothing else is stored. */
const markProfileTypeDialogSeen = (organisationIds: ReadonlyArray<string>): void => {
  for (const id of organisationIds) {
    const key = `kontor.profileTypeDialog.lastAppearance.${id}`
    if (localStorage.getItem(key) === null) localStorage.setItem(key, new Date().toISOString())
  }
}

/** The server, browser, context and page of the running test file; see useChromiumSession. */
export class ChromiumSession {
  readonly #options: SessionOptions
  #server: PreviewServer | undefined
  #browser: Browser | undefined
  #context: BrowserContext | undefined
  /** The file's context that open() reuses, its storage cleared for each start (see open). */
  #shared: BrowserContext | undefined
  #page: Page | undefined
  /** The tab of the shared context that the next open() takes again. */
  #reusable: Page | undefined
  /** The uncaught errors of the pages opened since the last new context. */
  pageErrors: string[] = []

  constructor(options: SessionOptions = {}) {
    this.#options = options
  }

  get server(): PreviewServer {
    if (this.#server === undefined) throw new Error('the preview server is not running (outside a test?)')
    return this.#server
  }

  get browser(): Browser {
    if (this.#browser === undefined) throw new Error('Chromium is not running (outside a test?)')
    return this.#browser
  }

  /** The current context: the one the last `open` or `newContext` made. */
  get context(): BrowserContext {
    if (this.#context === undefined) throw new Error('no browser context is open')
    return this.#context
  }

  /** The page the last `open` or `newPage` made. */
  get page(): Page {
    if (this.#page === undefined) throw new Error('no page is open')
    return this.#page
  }

  /** The address of `path` on the preview server. */
  url(path: string): string {
    return `${this.server.url}${path}`
  }

  /** A fresh context (empty storage: the demo organisation again), German, in the given window. */
  async newContext({ viewport }: OpenOptions = {}): Promise<BrowserContext> {
    this.#context = await this.#makeContext(viewport)
    this.#page = undefined
    this.pageErrors = []
    return this.#context
  }

  /** The session's window, or part of it replaced. */
  #viewportOf(viewport: Partial<ViewportSize> | undefined): ViewportSize {
    return { ...(this.#options.viewport ?? DEFAULT_VIEWPORT), ...viewport }
  }

  /** A context in German, in the given window, the profile-type dialog marked seen unless the session says not. */
  async #makeContext(viewport?: Partial<ViewportSize>): Promise<BrowserContext> {
    const context = await this.browser.newContext({ viewport: this.#viewportOf(viewport), locale: 'de-DE' })
    if (this.#options.profileTypeDialogSeen ?? true) await context.addInitScript(markProfileTypeDialogSeen, Object.values(DEMO_ORGANISATION_IDS))
    return context
  }

  /** A new tab of the current context, its uncaught errors collected in pageErrors. */
  async newPage(): Promise<Page> {
    const page = await this.context.newPage()
    this.#listen(page)
    this.#page = page
    return page
  }

  /** The session's own listeners on `page`: its uncaught errors, and the answers to its dialogs. */
  #listen(page: Page): void {
    page.on('pageerror', (e) => this.pageErrors.push(e.message))
    // A test's reload or goto leaves the page as a user who answers "Verlassen" would: the demo asks before unloading
    // while changes are on their way to IndexedDB, and Playwright's default (dismiss) would keep the page. Every
    // other dialog is dismissed, as Playwright does without a listener.
    page.on('dialog', (d) => void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()).catch(() => undefined))
  }

  /**
   * The tab the last open() made, made fresh for the next one: a new tab is a new renderer process, and forking one
   * costs this machine more than the hub's load (measured: 3.1 s of CPU per load in a new tab, 1.8 s in the same one).
   * What a test left on it goes: its routes and listeners; it leaves the app for the preview's empty page of the
   * origin (BLANK_PATH), where the tab's sessionStorage is cleared (the origin's other storage is cleared by open()).
   * undefined: no such tab.
   */
  async #reused(): Promise<Page | undefined> {
    const page = this.#reusable
    this.#reusable = undefined
    if (page === undefined || page.isClosed()) return undefined
    try {
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      // The events a test listens to; not 'filechooser' or 'download', whose listeners switch Playwright's interception.
      for (const event of LEFT_BEHIND_EVENTS) page.removeAllListeners(event)
      this.#listen(page)
      await page.goto(this.url(BLANK_PATH))
      await page.evaluate(() => sessionStorage.clear())
      return page
    } catch {
      await page.close().catch(() => undefined)
      return undefined
    }
  }

  /** A new tab of the current context on `path` (same origin, same localStorage as the other tabs). */
  async openTab(path = '/hub'): Promise<Page> {
    return this.#load(await this.newPage(), path)
  }

  async #load(page: Page, path: string): Promise<Page> {
    await page.goto(this.url(path))
    // The page's later chunks (navigation counts, the demo switcher, lazy cards) change the layout as they come: the
    // test starts once they are there, so that no click is aimed at a place that moves. Bounded: a page that keeps
    // loading (a test's own hanging route) starts after 5 s all the same.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
    return page
  }

  /**
   * One page on `path` with nothing stored: the demo starts as in a fresh browser profile. The file's one context is
   * reused, and its tab of the last open() (#reused); its other pages are closed and the origin's storage cleared
   * (cookies, local storage, IndexedDB …), while its HTTP and code caches stay: measured on the 2-core machine, a hub
   * load in a new context costs 3.3 s of Chromium's CPU, in a reused one 1.5 s. Tests that change the context itself
   * (init scripts, routes) make their own with newContext.
   */
  async open(path = '/hub', { viewport, beforeLoad }: OpenOptions = {}): Promise<Page> {
    this.#shared ??= await this.#makeContext()
    this.#context = this.#shared
    const kept = await this.#reused()
    for (const other of this.#shared.pages()) if (other !== kept) await other.close()
    this.#page = kept
    this.pageErrors = []
    const page = kept ?? (await this.newPage())
    this.#reusable = page
    // In front: a tab behind another (a test's second tab, a page of another context) gets no animation frames, and
    // every step on it crawls (measured: a two-tab walk took 45 s with its working tab behind, 13 s in front).
    await page.bringToFront()
    await page.setViewportSize(this.#viewportOf(viewport))
    const cdp = await this.#shared.newCDPSession(page)
    await cdp.send('Storage.clearDataForOrigin', { origin: this.server.url, storageTypes: CLEARED_STORAGE })
    await cdp.detach()
    await beforeLoad?.(page)
    return this.#load(page, path)
  }

  /** A fresh context with one page on the hub (or on `path`, which leads there), once the hub shows its heading and tabs. */
  async openHub({ path = '/hub', ...options }: HubOptions = {}): Promise<Page> {
    const page = await this.open(path, options)
    await waitForHub(page)
    return page
  }

  /** Closes the current context (afterEach does it too; this is for a test that opens several in turn). */
  async closeContext(): Promise<void> {
    const context = this.#context
    this.#context = undefined
    this.#page = undefined
    // The file's shared context stays for the next open (which clears its storage); its pages go now, but for the tab
    // open() made, which the next open() takes again (see #reused).
    if (context === this.#shared) {
      for (const page of context?.pages() ?? []) if (page !== this.#reusable) await page.close()
    } else await context?.close()
  }

  /** @internal the hooks of useChromiumSession */
  async start(): Promise<void> {
    this.#server = await workerPreview()
    this.#browser = await workerChromium()
  }

  /** @internal */
  async afterTest(): Promise<void> {
    if (this.#options.checkPageErrors ?? true) expect(this.pageErrors).toEqual([])
    await this.closeContext()
  }

  /** @internal */
  async stop(): Promise<void> {
    // The worker's Chromium and server stay for its next file; what this file opened in them goes.
    for (const context of this.#browser?.contexts() ?? []) await context.close().catch(() => undefined)
    this.#shared = undefined
    this.#context = undefined
    this.#page = undefined
    this.#reusable = undefined
  }
}

/**
 * One Chromium and one preview server per vitest worker, shared by the files it runs one after the other (the config
 * shares modules between files: isolate false), instead of a browser, its helper processes and a server started for
 * each of 27 files. A browser that has gone (crashed, closed) is started again for the next file. Both end with the
 * worker.
 */
let chromiumOfWorker: Promise<Browser> | undefined
let previewOfWorker: Promise<PreviewServer> | undefined
const workerChromium = async (): Promise<Browser> => {
  const running = await chromiumOfWorker?.catch(() => undefined)
  if (running?.isConnected() === true) return running
  chromiumOfWorker = launchChromium()
  return chromiumOfWorker
}
const workerPreview = (): Promise<PreviewServer> => (previewOfWorker ??= startPreview())

/**
 * Registers the test file's hooks: the preview server and Chromium start before its tests and stop after them; after
 * each test its page errors are checked (unless `checkPageErrors: false`) and its context is closed.
 */
export const useChromiumSession = (options: SessionOptions = {}): ChromiumSession => {
  const session = new ChromiumSession(options)
  beforeAll(() => session.start())
  afterEach(() => session.afterTest())
  afterAll(() => session.stop())
  return session
}

/** Waits until the hub shows its heading and its tabs. */
export const waitForHub = async (page: Page): Promise<void> => {
  await page.getByRole('heading', { name: 'Übersicht', level: 1 }).waitFor(SLOW)
  await page.getByRole('tab').first().waitFor(SLOW)
  // The hub's later parts (state, balance and work cards, the charts) come as chunks after the account cards and
  // push them down as they appear: a click aimed before they are there can land beside its button on a busy machine.
  await page.waitForLoadState('networkidle', SLOW)
}

export interface DialogOptions {
  /** Whether an alert dialog (a confirmation) counts as the open dialog too (default true). */
  readonly alertdialog?: boolean
}

export interface StepOptions extends DialogOptions {
  /** Whether to wait for the focus to be in the dialog too (default true). */
  readonly focused?: boolean
}

/** The open dialog: a dialog, or (unless `alertdialog: false`) an alert dialog for a confirmation. */
export const dialog = (page: Page, { alertdialog = true }: DialogOptions = {}): Locator =>
  alertdialog ? page.getByRole('dialog').or(page.getByRole('alertdialog')) : page.getByRole('dialog')

/** The wizard's step heading; unless `focused: false`, the focus is in the dialog too (on the step's first field, or the heading if it has none). */
export const expectStep = async (page: Page, title: string, { focused = true, ...options }: StepOptions = {}): Promise<void> => {
  const heading = dialog(page, options).getByRole('heading', { name: title })
  await heading.waitFor(SLOW)
  if (focused) await expect.poll(() => heading.evaluate((h) => h.closest('[role="dialog"]')?.contains(document.activeElement) === true), SLOW).toBe(true)
}

/**
 * axe-core's source, put into each frame once (AxeBuilder.analyze puts it in again on every call and finishes each run
 * in a page of its own: about 3 s per check on this machine, against 0.3–0.6 s for a run in the page).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly targets: ReadonlyArray<string>
}

/**
 * The text styles of the page (of `include` only, if given) that decide colour contrast: each text's colour, size,
 * weight, shadow and opacity with the backgrounds behind it up to the first opaque one. Reading them costs a few
 * milliseconds where axe's contrast rule costs seconds on a long list (measured: /proposals 2.6 s of 2.9 s per run).
 */
const contrastStylesOf = (page: Page, include: string | null): Promise<ReadonlyArray<string>> =>
  page.evaluate((include) => {
    const root = include === null ? document.body : document.querySelector(include)
    const styles = new Set<string>()
    if (root === null) return []
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let text = texts.nextNode(); text !== null; text = texts.nextNode()) {
      const element = text.parentElement
      if (element === null || (text.textContent ?? '').trim() === '') continue
      const own = getComputedStyle(element)
      const style = [own.color, own.fontSize, own.fontWeight, own.textShadow]
      for (let at: Element | null = element; at !== null; at = at.parentElement) {
        const layer = getComputedStyle(at)
        if (layer.opacity !== '1') style.push(`opacity ${layer.opacity}`)
        if (layer.backgroundImage !== 'none') style.push(layer.backgroundImage)
        if (layer.backgroundColor === 'rgba(0, 0, 0, 0)') continue
        style.push(layer.backgroundColor)
        if (!layer.backgroundColor.startsWith('rgba(')) break
      }
      styles.add(style.join(' | '))
    }
    return [...styles]
  }, include)

/**
 * The text styles axe's contrast rule has passed in this worker. Contrast depends on the style alone, so a check whose
 * texts all have styles passed before leaves the rule out (every other rule runs); a new style (an error message, a
 * badge) runs it again. Pages with frames always run it (their texts are not read here).
 */
const CONTRAST_PASSED = new Set<string>()

export interface AccessibleOptions {
  /**
   * A CSS selector: only that part of the page is checked (its open modal dialog all the same, if one is open). For a
   * part that changed on a page checked whole before: a whole list costs seconds per check on this machine.
   */
  readonly within?: string
}

/** The serious and critical axe violations of the page (of its open modal dialog, if one is open), one line each. */
export const seriousViolations = async (page: Page, where: string, { within }: AccessibleOptions = {}): Promise<ReadonlyArray<string>> => {
  // With a modal dialog open only the dialog is checked: the page behind it is inert and was checked on its own step,
  // and a whole transaction list costs seconds per check on this machine.
  const modal = '.modal [role="dialog"], .modal [role="alertdialog"]'
  const include = (await page.locator(modal).count()) > 0 ? modal : (within ?? null)
  // Every frame gets axe once (the first-time screen's and the identification's frames are checked with the page).
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true)
    if (!present) await frame.evaluate(AXE_SOURCE).catch(() => undefined)
  }
  const styles = page.frames().length > 1 ? undefined : await contrastStylesOf(page, include)
  const contrast = styles === undefined || styles.some((style) => !CONTRAST_PASSED.has(style))
  const violations = await page.evaluate(
    async ({ include, contrast }): Promise<ReadonlyArray<AxeViolation>> => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: ReadonlyArray<{ id: string; impact?: string | null; help: string; nodes: ReadonlyArray<{ target: ReadonlyArray<unknown> }> }> }> } }).axe
      const rules = contrast ? {} : { 'color-contrast': { enabled: false } }
      const result = await axe.run(include === null ? document : { include: [include] }, { resultTypes: ['violations'], frameWaitTime: 5_000, rules })
      return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
    },
    { include, contrast },
  )
  if (contrast && styles !== undefined && !violations.some((v) => v.id === 'color-contrast')) for (const style of styles) CONTRAST_PASSED.add(style)
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id}: ${v.help} (${v.targets.join(', ')})`)
}

/** No serious or critical axe violation on the page as it is now (or in its part `within`); `where` names the place in the failure. */
export const expectAccessible = async (page: Page, where: string, options: AccessibleOptions = {}): Promise<void> => {
  if (options.within !== undefined) expect(await page.locator(options.within).count(), `${where}: ${options.within} is on the page`).toBeGreaterThan(0)
  expect(await seriousViolations(page, where, options)).toEqual([])
}

/** Whether `control` has the focus now. */
export const isFocused = (control: Locator): Promise<boolean> => control.evaluate((element) => element === document.activeElement)

/** What has the focus, for a failure message: its tag and its name or text. */
export const focusedNow = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement
    return element === null ? 'nothing' : `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`
  })

/** Waits until `control` has the focus; a failure names what has it instead. */
export const expectFocused = async (control: Locator): Promise<void> =>
  expect.poll(async () => ((await isFocused(control)) ? 'focused' : `not focused; the focus is on ${await focusedNow(control.page())}`), SLOW).toBe('focused')

export interface TabOptions {
  /** The key that moves the focus (default Tab). */
  readonly key?: 'Tab' | 'Shift+Tab'
  /** How many presses before the control counts as unreachable (default 80: the hub's toolbar, tabs and cards). */
  readonly max?: number
}

/** Presses Tab (or `key`) until `control` has the focus, as a keyboard user would; fails after `max` presses. */
export const tabTo = async (page: Page, control: Locator, { key = 'Tab', max = 80 }: TabOptions = {}): Promise<void> => {
  await control.waitFor(SLOW)
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(control)) return
    await page.keyboard.press(key)
  }
  if (await isFocused(control)) return
  throw new Error(`${key} never reached ${String(control)}; the focus is on ${await focusedNow(page)}`)
}

/** Ticks a react-aria checkbox or radio the way a user does: on its label (the input itself is visually hidden). */
export const tick = (control: Locator): Promise<void> => control.locator('xpath=ancestor::label[1]').click()

/**
 * Ticks a checkbox until it shows as ticked. A list that renders its rows again while the page settles can swallow
 * one click (seen under load in CI: "Clicking the checkbox did not change its state"), so the click is repeated.
 */
export const tickOn = async (control: Locator): Promise<void> => {
  await expect
    .poll(async () => {
      if (!(await control.isChecked())) await tick(control)
      return control.isChecked()
    }, { ...SLOW, interval: 250 })
    .toBe(true)
}

/** Opens the wizard from the hub's button and goes to the bank search, waiting for each step (options as expectStep's). */
export const startWizardAtBankSearch = async (page: Page, options: StepOptions = {}): Promise<void> => {
  await page.getByRole('button', { name: 'Konto hinzufügen' }).click()
  await expectStep(page, 'Konto hinzufügen', options)
  await tick(dialog(page, options).getByRole('radio', { name: 'Konto bei einer Bank verbinden' }))
  await dialog(page, options).getByRole('button', { name: 'Weiter' }).click()
  await expectStep(page, 'Bank suchen', options)
}

/**
 * A new account without a connection (s32) named `name`, on the demo's test bank. `andImport` takes the s32 hand-over
 * into the CSV import (its dialog opens at step 1); else the wizard closes and the account's card shows.
 */
export const createManualAccount = async (page: Page, name: string, { andImport = false }: { readonly andImport?: boolean } = {}): Promise<void> => {
  await startWizardAtBankSearch(page)
  await chooseBank(page, '27131300', /BLZ 27131300/)
  const withoutConnection = dialog(page).getByRole('button', { name: 'Ohne Verbindung anlegen' })
  if (await withoutConnection.isVisible()) await withoutConnection.click()
  await expectStep(page, 'Konto ohne Bankverbindung anlegen')
  await dialog(page).getByRole('textbox', { name: 'Kontoname' }).fill(name)
  await dialog(page).getByRole('button', { name: andImport ? 'Anlegen und Kontoauszug importieren' : 'Konto anlegen' }).click()
  if (andImport) return
  await dialog(page).waitFor({ state: 'detached', ...SLOW })
  await page.getByRole('heading', { name }).first().waitFor(SLOW)
}

export interface ChooseBankOptions extends DialogOptions {
  /** Look for the result in the dialog rather than anywhere on the page (default false). */
  readonly optionInDialog?: boolean
}

/** Types `term` into the bank search and picks the first result named like `option`. */
export const chooseBank = async (page: Page, term: string, option: RegExp, { optionInDialog = false, ...options }: ChooseBankOptions = {}): Promise<void> => {
  await dialog(page, options).getByRole('textbox', { name: 'Bank' }).fill(term)
  await (optionInDialog ? dialog(page, options) : page).getByRole('option', { name: option }).first().click(SLOW)
}

/** A hub tab by its name, or by its label if a string (the count after it left out: 'Aktiv' for 'Aktiv (6)'). */
const tabNamed = (page: Page, tab: RegExp | string): Locator =>
  page.getByRole('tab', { name: typeof tab === 'string' ? new RegExp(`^${tab.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : tab })

/** Goes to the first page of the shown tab. */
export const toFirstPage = async (page: Page): Promise<void> => {
  const previous = page.getByRole('button', { name: 'Vorherige Seite' })
  while ((await previous.count()) > 0 && !(await previous.isDisabled())) await previous.click()
}

/** Shows the first page of a hub tab. */
export const showTab = async (page: Page, tab: RegExp | string): Promise<void> => {
  await tabNamed(page, tab).click()
  await toFirstPage(page)
}

/** Every card name on a tab of the hub, across all its pages. */
export const cardNamesOnTab = async (page: Page, tab: RegExp | string): Promise<ReadonlyArray<string>> => {
  await showTab(page, tab)
  const names: string[] = []
  for (;;) {
    names.push(...(await page.getByRole('tabpanel').getByRole('article').getByRole('heading').allTextContents()))
    const next = page.getByRole('button', { name: 'Nächste Seite' })
    if ((await next.count()) === 0 || (await next.isDisabled())) return names
    await next.click()
  }
}

/** Shows the page of tab `tab` that holds the card `name`; returns the card's actions button. */
export const showCard = async (page: Page, tab: RegExp | string, name: string): Promise<Locator> => {
  await showTab(page, tab)
  const menuButton = page.getByRole('button', { name: `Aktionen für ${name}` })
  const next = page.getByRole('button', { name: 'Nächste Seite' })
  while ((await menuButton.count()) === 0 && (await next.count()) > 0 && !(await next.isDisabled())) await next.click()
  return menuButton
}

/** Opens the actions menu of the card `name` and picks `action`. */
export const cardAction = async (page: Page, tab: RegExp | string, name: string, action: string): Promise<void> => {
  await (await showCard(page, tab, name)).click()
  await page.getByRole('menuitem', { name: action }).click()
}

/** The fields of the transfer dialog's data input that most tests type. */
export interface TransferFields {
  readonly name: string
  readonly iban: string
  readonly amount: string
  readonly purpose: string
}

/** The hub, then the transfer dialog from the account card's "Neue Überweisung", on whichever tab and page the card is. */
export const openTransferFromCard = async (page: Page, accountName: string): Promise<void> => {
  await waitForHub(page)
  const action = page.getByRole('button', { name: `Neue Überweisung von ${accountName}`, exact: true })
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click()
    for (let pages = 0; pages < 4 && (await action.count()) === 0; pages++) {
      const next = page.getByRole('button', { name: 'Nächste Seite' })
      if ((await next.count()) === 0 || (await next.isDisabled())) break
      await next.click()
    }
    if ((await action.count()) > 0) break
  }
  await action.click()
  await page.waitForURL(/\/banktransfer\?skey=/, SLOW)
  await dialog(page).getByRole('combobox', { name: 'Empfänger' }).waitFor(SLOW)
}

/**
 * A fresh start right in the transfer dialog of account `financialAccountId`: the session entry a card's "Neue
 * Überweisung" stores (ui/src/features/transfer/hand-over-link.ts), then the address that names it. For tests about
 * the dialog, not the way there (transfers.e2e.test.ts walks that once): measured on the 2-core machine, 1.1 s of
 * Chromium's CPU against 1.8 s for the hub's load and the card's action.
 */
export const openTransferDialog = async (session: ChromiumSession, financialAccountId: string): Promise<Page> => {
  const page = await session.open(BLANK_PATH)
  const address = await page.evaluate((id) => {
    const key = 'kontor.banktransfer.e2e'
    sessionStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), financialAccountFixed: false, financialAccountId: id }))
    return `/banktransfer?skey=${key}`
  }, financialAccountId)
  await page.goto(session.url(address))
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
  await dialog(page).getByRole('combobox', { name: 'Empfänger' }).waitFor(SLOW)
  return page
}

/** Types name, IBAN, amount and purpose into the transfer dialog's data input. */
export const fillTransfer = async (page: Page, { name, iban, amount, purpose }: TransferFields): Promise<void> => {
  const d = dialog(page)
  await d.getByRole('combobox', { name: 'Empfänger' }).fill(name)
  // The contact list opened as the name was typed (hiding the rest from the accessibility tree); Tab leaves it.
  await page.keyboard.press('Tab')
  await d.getByRole('textbox', { name: 'IBAN' }).fill(iban)
  await d.getByRole('textbox', { name: /Betrag/ }).fill(amount)
  await d.getByRole('textbox', { name: 'Verwendungszweck' }).fill(purpose)
}

/** The IndexedDB database the demo keeps its state in (ui/src/app/constants.ts DEMO_STATE_DATABASE_NAME). */
export const DEMO_STATE_DATABASE = 'kontor-demo'
/** The BroadcastChannel the demo's tabs tell each other their changes on (ui/src/app/constants.ts DEMO_STATE_CHANNEL_NAME). */
export const DEMO_STATE_CHANNEL = 'kontor-demo'

/**
 * The demo's stored state as one object, read beside the UI: its value parts by name (accounts, transfers, hub,
 * onboarding …) and each records part (transactions, payments, proposals …) as the array of its records in their
 * order; empty when nothing is stored yet. `parts` reads only those (a whole state is over a megabyte through the
 * protocol: a test that polls one part reads that part).
 */
export const readDemoState = (page: Page, parts?: ReadonlyArray<string>): Promise<Record<string, unknown>> =>
  page.evaluate(
    ({ name, only }) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'))
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('values')) {
            db.close()
            return resolve({})
          }
          // A record alone under [part, id], or many in a chunk under [part + '\u0000chunks', key]
          // (memory/store/idb-store.ts).
          const CHUNKS = '\u0000chunks'
          const tx = db.transaction(['values', 'records'])
          const valueStore = tx.objectStore('values')
          const recordStore = tx.objectStore('records')
          // Array keys sort after strings: [part, []] is above every [part, id].
          const ranges = only === null ? [undefined] : only.flatMap((part) => [part, part + CHUNKS].map((key) => IDBKeyRange.bound([key], [key, []])))
          const valueKeys = valueStore.getAllKeys()
          const values = valueStore.getAll()
          const recordReads = ranges.map((range) => ({ keys: recordStore.getAllKeys(range), records: recordStore.getAll(range) }))
          tx.oncomplete = () => {
            const state: Record<string, unknown> = Object.fromEntries(
              valueKeys.result.map((key, i) => [String(key), values.result[i]]).filter(([key]) => only === null || only.includes(String(key))),
            )
            const byPart = new Map<string, Array<{ p: number; r: unknown }>>()
            for (const read of recordReads) {
              read.keys.result.forEach((key, i) => {
                const [stored] = key as [string, string]
                const part = stored.endsWith(CHUNKS) ? stored.slice(0, -CHUNKS.length) : stored
                const entry = read.records.result[i] as { p: number; r: unknown } | { c: Array<{ p: number; r: unknown }> }
                const known = byPart.get(part) ?? []
                byPart.set(part, known)
                if ('c' in entry) known.push(...entry.c)
                else known.push(entry)
              })
            }
            for (const [part, entries] of byPart) state[part] = entries.sort((a, b) => a.p - b.p).map((e) => e.r)
            db.close()
            resolve(state)
          }
        }
      }),
    { name: DEMO_STATE_DATABASE, only: parts === undefined ? null : [...parts] },
  )

/** The demo's stored state as text, to search for what must never be stored (a PIN, a tax id). */
/** The demo's backend runs in this worker (ui/src/app/demo-backend.worker.ts): its IndexedDB writes happen there. */
export const DEMO_WORKER_URL = /demo-backend\.worker/

/** The CSV reader's own worker, started only where the demo's backend runs on the page (issue 13). */
export const READER_WORKER_URL = /statement-reader\.worker/

/** The CSV import dialog. */
export const importDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Kontoauszug importieren (CSV, MT940 oder CAMT)' })

/** The page's demo backend worker, once it runs. */
export const demoWorker = async (page: Page): Promise<Worker> => {
  await expect.poll(() => page.workers().some((w) => DEMO_WORKER_URL.test(w.url())), SLOW).toBe(true)
  const worker = page.workers().find((w) => DEMO_WORKER_URL.test(w.url()))
  if (worker === undefined) throw new Error('no demo backend worker')
  return worker
}

/**
 * Runs `script` in the page's demo backend worker and in each one a reload starts (an init script reaches pages, not
 * workers). A worker started before is reached once it runs, so `script` must only act on flags set afterwards.
 */
export const inEveryDemoWorker = async (page: Page, script: () => void): Promise<void> => {
  page.on('worker', (worker) => {
    if (DEMO_WORKER_URL.test(worker.url())) void worker.evaluate(script).catch(() => undefined)
  })
  await (await demoWorker(page)).evaluate(script)
}

export const demoStateText = async (page: Page): Promise<string> => JSON.stringify(await readDemoState(page))

/**
 * Chooses a demo organisation with the header's switcher and waits for the page it reloads into: the switch stores the
 * choice first, so the old page (and its hub) stays on screen a moment after the click.
 */
export const switchDemoOrganisation = async (page: Page, name: RegExp): Promise<void> => {
  const trigger = page.getByRole('button', { name: /Demo-Organisation/ })
  await trigger.click()
  await page.getByRole('option', { name }).click()
  await expect.poll(async () => name.test((await trigger.textContent()) ?? ''), SLOW).toBe(true)
}

/** Puts value parts of the demo's stored state (e.g. its hub), beside the UI; the page reads them on its next load. */
const writeDemoValues = (page: Page, values: Record<string, unknown>): Promise<void> =>
  page.evaluate(
    ({ name, values }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error ?? new Error('IndexedDB'))
        open.onsuccess = () => {
          const tx = open.result.transaction('values', 'readwrite')
          for (const [key, value] of Object.entries(values)) tx.objectStore('values').put(value, key)
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'))
        }
      }),
    { name: DEMO_STATE_DATABASE, values },
  )

/** The hub of a fresh context, switched to organisation `id` (its hub records in the stored demo state). */
export const openDemoOrganisation = async (session: ChromiumSession, id: DemoOrganisationId, width = 1280): Promise<Page> => {
  const page = await session.openHub({ viewport: { width } })
  const organisation = DEMO_ORGANISATIONS.find((o) => o.id === id)
  if (organisation === undefined) throw new Error(`no demo organisation ${id}`)
  const hub = organisation.seed.hub as unknown as Record<string, unknown>
  // The demo writes its whole state once, with the first call's write: then its hub is there to change.
  await expect.poll(async () => (await readDemoState(page, ['hub']))['hub'] !== undefined, SLOW).toBe(true)
  const stored = await readDemoState(page, ['hub', 'onboarding'])
  const accountState = hub['accountState'] as { multiFactorAuthenticationEnabled?: boolean | null }
  // The organisation's type and branch for the onboarding wizards (issue 16), where it names them.
  const profile = ('onboarding' in hub ? hub['onboarding'] : {}) as { organizationType?: string; branchOfIndustryId?: string }
  await writeDemoValues(page, {
    hub: {
      ...(stored['hub'] as Record<string, unknown>),
      organisationId: hub['organisationId'],
      accountState: hub['accountState'],
      seizures: 'seizures' in hub ? hub['seizures'] : [],
      userSettings: {},
      mfaActivated: accountState.multiFactorAuthenticationEnabled === true,
      mfaConfirmAtMs: null,
      deviceLinkConfirmAtMs: null,
    },
    onboarding: {
      ...(stored['onboarding'] as Record<string, unknown>),
      organizationType: profile.organizationType ?? null,
      branchOfIndustryId: profile.branchOfIndustryId ?? null,
    },
  })
  await page.reload()
  await waitForHub(page)
  return page
}
