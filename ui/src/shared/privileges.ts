/**
 * The user's privileges (transactions-import-proposals 6 and 7 "Privileges": fetched with a 5 s time-out, errors yield
 * an empty list; hub-and-business-account 6). Read once per backend and shared by every screen that gates on them.
 */
import { PRIVILEGE_FETCH_TIMEOUT_MS, type Backend } from '@kontor/core'
import * as E from 'fp-ts/lib/Either.js'
import { useState } from 'react'
import { useBackend } from './useBackend.ts'
import { useMountTask } from './useFlow.ts'

const NO_PRIVILEGES: ReadonlyArray<string> = []
const loaded = new WeakMap<Backend, Promise<ReadonlyArray<string>>>()

/**
 * The privilege names, asked once per backend: a failed call, a broken answer or no answer within
 * PRIVILEGE_FETCH_TIMEOUT_MS gives the empty list (nothing gated is offered), never an error screen.
 */
export const loadPrivileges = (backend: Backend): Promise<ReadonlyArray<string>> => {
  const known = loaded.get(backend)
  if (known !== undefined) return known
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  // A call that ignores its signal still ends at the time-out: whichever comes first decides.
  const timedOut = new Promise<ReadonlyArray<string>>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(NO_PRIVILEGES)
    }, PRIVILEGE_FETCH_TIMEOUT_MS)
  })
  const answered = backend.privileges
    .listPrivileges({ signal: controller.signal })()
    .then(E.getOrElse(() => NO_PRIVILEGES), () => NO_PRIVILEGES)
  const load = Promise.race([answered, timedOut]).finally(() => clearTimeout(timer))
  loaded.set(backend, load)
  return load
}

/** The privileges, or undefined while they are being read. */
export const usePrivileges = (): ReadonlyArray<string> | undefined => {
  const backend = useBackend()
  const [privileges, setPrivileges] = useState<ReadonlyArray<string> | undefined>(undefined)
  useMountTask((signal) => {
    void loadPrivileges(backend).then((names) => {
      if (!signal.aborted) setPrivileges(names)
    })
  })
  return privileges
}
