/**
 * Around a part that may as well be missing (the work cards, the notifications' toasts): should its code fail to load
 * (a dropped connection, a new deployment), the part stays away instead of the error replacing the whole page. The
 * next visit of the page loads it again (lazy.tsx asks for a failed chunk anew).
 */
import { Component, type ReactNode } from 'react'

export class QuietBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}
