/**
 * Strong customer authentication for every call that can need it (transfers, deleting transfers, planned payments):
 * wrap the call in `callWithSca` and render `scaDialog`. Shared: knows no feature.
 */
export { useScaCall, type CallWithSca, type ScaCall, type UseScaCallOptions } from './useScaCall.tsx'
export { isScaCancelled, scaCancelled, type ScaCancelled, type ScaCancelReason } from '@kontor/core'
