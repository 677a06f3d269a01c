/**
 * An address the app does not know: says so, with a link to the hub, instead of landing on /hub silently (issue 10,
 * item 10; the spec's "Default route when unknown: /hub" (hub-and-business-account 2.1) stays the way out).
 */
import { Link } from 'react-router'
import { NOT_FOUND_TEXTS } from './app-texts.ts'
import { HUB_PATH } from '../shared/routes.ts'

export const NotFoundPage = () => (
  <section aria-labelledby="not-found-title" className="not-found">
    {/* React puts the title into the document's head while the page shows. */}
    <title>{NOT_FOUND_TEXTS.documentTitle}</title>
    <h1 id="not-found-title">{NOT_FOUND_TEXTS.title}</h1>
    <p>{NOT_FOUND_TEXTS.explanation}</p>
    <p>
      <Link className="link" to={HUB_PATH}>
        {NOT_FOUND_TEXTS.toHub}
      </Link>
    </p>
  </section>
)
