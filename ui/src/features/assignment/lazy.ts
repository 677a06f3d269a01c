/** The assignment panel, loaded when a row is first opened (see shared/components/lazy.tsx). */
import { lazyDialog } from '../../shared/components/lazy.tsx'
import type { AssignmentPanelProps } from './assignment-target.ts'

export const LazyAssignmentPanel = lazyDialog<AssignmentPanelProps>(() => import('./AssignmentPanel.tsx').then((m) => m.AssignmentPanel))
