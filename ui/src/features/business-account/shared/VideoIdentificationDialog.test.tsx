/** The embeds' results (hub-and-business-account 2.4 "Embedded dialogs", 8 "Messages from mismatched origins are logged and ignored"). */
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { VideoIdentificationDialog } from './VideoIdentificationDialog.tsx'

const post = (type: string, origin: string) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type }, origin }))
  })

describe('the video identification embed', () => {
  it('frames its address and hands on CLOSE_SUCCESS and CLOSE_CANCEL from our own origin only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const onResult = vi.fn()
    render(<VideoIdentificationDialog url="/ident/video.html?identificationId=i-1" onResult={onResult} />)
    expect(screen.getByTitle('Video-Identifizierung unserer Partnerbank').getAttribute('src')).toBe('/ident/video.html?identificationId=i-1')
    await post('CLOSE_SUCCESS', 'https://evil.example')
    expect(onResult).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Herkunft'), 'https://evil.example')
    await post('CLOSE_SUCCESS', window.location.origin)
    expect(onResult).toHaveBeenLastCalledWith('CLOSE_SUCCESS')
    await post('CLOSE_CANCEL', window.location.origin)
    expect(onResult).toHaveBeenLastCalledWith('CLOSE_CANCEL')
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }))
    expect(onResult).toHaveBeenLastCalledWith('CLOSE_CANCEL')
    warn.mockRestore()
  })
})

describe('the embed address', () => {
  it('is framed only when it is of our own origin', async () => {
    const { toSameOriginUrl } = await import('../SoleWizard.tsx')
    const origin = 'https://kontor.example'
    expect(toSameOriginUrl('/ident/video.html?identificationId=i-1', origin)).toBe('/ident/video.html?identificationId=i-1')
    expect(toSameOriginUrl('https://kontor.example/ident/video.html', origin)).toBe('/ident/video.html')
    expect(toSameOriginUrl('https://evil.example/ident/video.html', origin)).toBeNull()
    expect(toSameOriginUrl('javascript:alert(1)', origin)).toBeNull()
    expect(toSameOriginUrl(null, origin)).toBeNull()
  })
})
