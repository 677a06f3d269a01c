/**
 * The demo organisation switcher in the header (demo mode only; issue 15 "Adapters and server"): a react-aria Select
 * ("Demo-Organisation: …") over the demo organisations that each show one state of the hub. Chosen: switching stores
 * the choice and reloads the page, so every screen, atom and cached answer (the privileges are read once per backend)
 * starts afresh for the new organisation; the choice is stored, so it survives a reload. Loaded lazily with its
 * list: the Select's popover and the demo's data are not part of the first load of /.
 */
import { useState } from 'react'
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import { DEMO_TEXTS } from './demo-texts.ts'

export interface DemoOrganisationChoice {
  readonly id: string
  /** German, e.g. 'Pfändung'. */
  readonly name: string
}

export interface DemoOrganisationSwitcherProps {
  readonly organisations: ReadonlyArray<DemoOrganisationChoice>
  readonly currentId: string
  /** Stores the choice and reloads the app (the door does both). */
  readonly onSwitch: (id: string) => void
}

export const DemoOrganisationSwitcher = ({ organisations, currentId, onSwitch }: DemoOrganisationSwitcherProps) => {
  const [switching, setSwitching] = useState(false)
  return (
    <div className="demo-organisation-select">
      <Select
        className="field field-inline"
        value={currentId}
        isDisabled={switching}
        onChange={(key) => {
          if (key === null || String(key) === currentId) return
          setSwitching(true)
          onSwitch(String(key))
        }}
      >
        <Label className="field-label">{DEMO_TEXTS.organisationLabel}</Label>
        <Button className="field-input select-button">
          <SelectValue />
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover className="popover">
          <ListBox className="list-box" items={organisations}>
            {(organisation) => (
              <ListBoxItem id={organisation.id} className="list-box-item" textValue={organisation.name}>
                {organisation.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <span aria-live="polite" className={switching ? 'demo-notice' : 'visually-hidden'}>
        {switching ? DEMO_TEXTS.organisationSwitching : ''}
      </span>
    </div>
  )
}
