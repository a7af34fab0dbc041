// How much of its list the palette draws, and when: sizes the root and argument pages share.
/** Enough to pick from, few enough that every keystroke renders instantly. */
export const MAX_RESULTS = 50
/** Rows of the empty palette's menu drawn at first (more than the list shows at its tallest). */
export const FIRST_BROWSE_ROWS = 30
/** The table's commands' group, last in the empty palette's menu. */
export const TABLE_GROUP = 'Table'
/** Rows drawn at a time as the menu is scrolled. */
export const BROWSE_STEP = 100
/** Rows drawn below the highlight as it goes down the menu. */
export const BROWSE_AHEAD = 20
/** Results drawn by the keystroke's own render: more than the list shows at its tallest. */
export const FIRST_RESULT_ROWS = 20
