import { Link } from 'wouter'
import './errors.css'

export const NOT_FOUND_MESSAGE =
  "Page not found. The page you are looking for doesn't exist or you may not have access to it."

export function NotFound() {
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="error-code">
        <span className="dim" aria-hidden="true">
          ${' '}
        </span>
        404
      </h1>
      <p>{NOT_FOUND_MESSAGE}</p>
      <Link href="/">Go to projects</Link>
    </section>
  )
}
