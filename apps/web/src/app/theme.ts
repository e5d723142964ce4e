import type { ThemeConfig } from 'antd';
import { POLICE_BLUE, POLICE_NAVY } from '@/lib/brand';

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
  },
  components: {
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
    Table: { headerBg: '#e9eef7', headerColor: POLICE_NAVY },
  },
};
