import type { ThemeConfig } from 'antd';
import { MUTED_TEXT, POLICE_BLUE, POLICE_NAVY, SECONDARY_TEXT } from '@/lib/brand';

/** Noto Sans Devanagari is bundled so Marathi is shaped the same on every computer. */
export const FONT_FAMILY = "'Noto Sans Devanagari', system-ui, sans-serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: POLICE_BLUE,
    colorInfo: POLICE_BLUE,
    colorLink: POLICE_BLUE,
    fontFamily: FONT_FAMILY,
    borderRadius: 6,
    colorBgLayout: '#f0f3f8',
    // WCAG 2.1 AA contrast (4.5:1 on white and on the layout grey; issue 18 §7, decision 0047):
    // antd's secondary, description and placeholder greys and its status colours are lighter.
    colorTextSecondary: SECONDARY_TEXT,
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextPlaceholder: MUTED_TEXT,
    colorError: '#d32f2f',
    colorSuccess: '#2e7d32',
    colorWarning: '#b25e00',
    // The dark text of the preset tag colours (green, orange, gold, volcano, cyan, lime).
    green7: '#237804',
    orange7: '#ad4e00',
    gold7: '#874d00',
    volcano7: '#ad2102',
    cyan7: '#006d75',
    lime7: '#3f6600',
  },
  components: {
    // The off switch's white text ("Inactive") sits on the quaternary grey, 2:1; on the muted
    // grey it is 5:1, and the hover shade stays darker still.
    Switch: { colorTextQuaternary: MUTED_TEXT, colorTextTertiary: SECONDARY_TEXT },
    Layout: {
      siderBg: POLICE_NAVY,
      triggerBg: '#0a2144',
      headerBg: '#ffffff',
      headerPadding: '0 20px',
      headerHeight: 60,
      footerBg: 'transparent',
      footerPadding: '16px 24px',
    },
    Menu: {
      darkItemBg: POLICE_NAVY,
      darkSubMenuItemBg: '#0a2144',
      darkItemSelectedBg: POLICE_BLUE,
    },
    // An empty table's text ("No data", "-") is drawn in the disabled grey, which is below 4.5:1;
    // in a table it is content, not a disabled control.
    Table: { headerBg: '#e9eef7', headerColor: POLICE_NAVY, colorTextDisabled: MUTED_TEXT },
  },
};
