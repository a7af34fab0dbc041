// The error page's texts (the spec's words), apart from its code: the error boundary shows the
// first while the page's code loads, or alone if that code cannot load.
export const ERROR_MESSAGE =
  'Something went wrong. Please try again. If the problem persists, contact your administrator.'
export const NO_GROUPS_MESSAGE =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly'
export const ACCESS_DOCS_URL = 'https://docs.oxide.computer/guides/configuring-access'
