/**
 * The host listener with its actions (issue 17, item 5), loaded after the layout's first render so the first load
 * of / carries none of it (host-messages.ts).
 */
import type { NavigateFunction } from 'react-router'
import { createHostListener, type HostChannel } from '../../shared/host-channel.ts'
import { handleFrameMessage } from './frame-message-actions.ts'

/** Starts listening to the allowed host; each message acts through the latest navigate. Returns the stop. */
export const startHostListener = (
  navigate: () => NavigateFunction,
  listener: () => Pick<HostChannel, 'listen'> = () => createHostListener(window),
): (() => void) => listener().listen((type) => handleFrameMessage(type, navigate(), null))
