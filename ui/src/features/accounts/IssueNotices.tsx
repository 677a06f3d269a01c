/**
 * Server issues that belong to no field, as text above a form. Markup was stripped by the core; only links to the
 * support site survive, and they are rendered as real links (accounts-and-transfers 8).
 */
import type { ResolvedIssue } from '@kontor/core'

export const IssueNotices = ({ issues }: { readonly issues: ReadonlyArray<ResolvedIssue> }) =>
  issues.length === 0 ? null : (
    <div role="alert" className="notice notice-error">
      {issues.map((issue, i) => (
        <p key={`${issue.key}-${i}`}>
          {issue.segments.map((segment, j) =>
            segment.kind === 'link' ? (
              <a key={j} href={segment.href} target="_blank" rel="noreferrer">
                {segment.text}
              </a>
            ) : (
              <span key={j}>{segment.text}</span>
            ),
          )}
        </p>
      ))}
    </div>
  )
