/** The product's colours: police blue for actions, navy for the menu and headings. */
export const POLICE_BLUE = '#1a4f9c';
export const POLICE_NAVY = '#0d2a52';
/** The gold of the star in the CMIS shield. */
export const BADGE_GOLD = '#f2c14e';
/** Secondary text: the lightest grey with 4.5:1 on white and on the layout grey (WCAG 2.1 AA). */
export const SECONDARY_TEXT = '#555b66';
/** Placeholder and empty-table text, 4.5:1 on white. */
export const MUTED_TEXT = '#666b73';
