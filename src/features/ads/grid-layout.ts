/** Cards per row by screen width (a loading list's skeleton has the same). */
export const AD_GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 }
/** Height of a card's photo, in px. */
export const AD_PHOTO_HEIGHT = 160
