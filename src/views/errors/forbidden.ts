// What a 403 on a page means for the user: the role the page needs (taken from where it is) and
// where to go instead. Trying again never helps with a missing role, so the refusal never says so.
// Small and free of React: the error boundary shows it at once, before the error page's code loads.

/** A refusal's words: the role a page needs, who grants it, and a page the user may open. */
export type Refusal = { needs: string; grantor: string; goTo: { label: string; href: string } }

const PROJECTS = { label: 'your projects', href: '/projects' }

/** The refusal for a 403 on the page at `path` (a location's pathname). */
export function forbiddenAdvice(path: string): Refusal {
  if (path === '/system' || path.startsWith('/system/'))
    return { needs: 'the fleet viewer role', grantor: 'a fleet admin', goTo: PROJECTS }
  const project = /^\/projects\/([^/]+)/.exec(path)?.[1]
  if (project)
    return {
      needs: `a role on project ${decodeURIComponent(project)} (viewer at least)`,
      grantor: "the project's admin",
      goTo: PROJECTS,
    }
  if (path === '/projects' || path === '/projects-new')
    return {
      needs: 'a role on the silo',
      grantor: 'a silo admin',
      goTo: { label: 'your profile', href: '/settings/profile' },
    }
  return { needs: 'the silo viewer role', grantor: 'a silo admin', goTo: PROJECTS }
}

/** The refusal as one sentence, without the link (the page adds it). */
export const refusalText = (r: Refusal) =>
  `Not allowed: this page needs ${r.needs}, which you do not hold. Ask ${r.grantor} to grant it, or go to`
