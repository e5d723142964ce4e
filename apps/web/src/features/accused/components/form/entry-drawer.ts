/** Spec 2 §9: the crime and arrest drawers are 800 wide; the preventive ones match them. */
export const ENTRY_DRAWER_WIDTH = 800;

/**
 * FormDrawer settings of the accused form's entry drawers (crime, arrest, preventive action):
 * only Cancel and the close button close them, as the accused drawer (accused-drawer.tsx):
 * a stray click beside it or an Escape meant for a date picker must not lose what was typed.
 */
export const ENTRY_DRAWER = {
  width: ENTRY_DRAWER_WIDTH,
  maskClosable: false,
  keyboard: false,
} as const;
