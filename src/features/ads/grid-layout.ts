/** Cards per row by screen width (a loading list's skeleton has the same). */
export const AD_GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 }
/** Height of a card's photo, in px. */
export const AD_PHOTO_HEIGHT = 160
/**
 * Cards drawn as usual, loaded or loading: a phone's first screen (and a wide screen's first row).
 * The page's largest photo is among them, and a card drawn later in its loading card's place would
 * be measured as a new largest paint (LCP) should it differ from it by a fraction of a pixel. The
 * others are drawn as they near the screen (`AdGrid.module.css`).
 */
export const FIRST_SCREEN_CARDS = 4
