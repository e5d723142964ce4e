/** The product's colours: police blue for actions, navy for the menu and headings. */
export const POLICE_BLUE = '#1a4f9c';
export const POLICE_NAVY = '#0d2a52';
/** The gold of the star in the CMIS shield. */
export const BADGE_GOLD = '#f2c14e';
