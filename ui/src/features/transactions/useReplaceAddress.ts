/** Replaces the address (no new history entry) once the page has rendered; null leaves it as it is. */
import { useEffect } from 'react'
import { useNavigate } from 'react-router'

export const useReplaceAddress = (address: string | null): void => {
  const navigate = useNavigate()
  useEffect(() => {
    if (address !== null) void navigate(address, { replace: true })
  }, [address, navigate])
}
