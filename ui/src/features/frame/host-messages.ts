/**
 * The messages of the page that embeds Kontor (hub-and-business-account 2.2–2.4; issue 17, item 5): while any screen
 * of the layout is shown, an allowed host may send the frame messages the core defines, and each does what it does
 * on the first-time screen without a dialog of its own (frame-message-actions.ts). Other origins are logged and
 * ignored by the channel; our own frames' messages stay with the frame pages.
 */
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { createHostListener } from '../../shared/host-channel.ts'

/** Listens to the host while mounted; the actions load on the first message (none in the first load of /). */
export const useHostMessages = (listener: () => ReturnType<typeof createHostListener> = () => createHostListener(window)): void => {
  const navigate = useNavigate()
  const latest = useRef(navigate)
  useEffect(() => {
    latest.current = navigate
  })
  const make = useRef(listener)
  useEffect(
    () =>
      make.current().listen((type) => {
        void import('./frame-message-actions.ts').then(({ handleFrameMessage }) => handleFrameMessage(type, latest.current, null))
      }),
    [],
  )
}
