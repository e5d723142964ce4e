import type { Locale } from 'antd/es/locale';
// antd's ES modules (not antd/locale, which is CommonJS and would add a second copy).
import enUS from 'antd/es/locale/en_US';
import hiIN from 'antd/es/locale/hi_IN';
import type { Language } from '@cmis/shared';

/** antd ships no Marathi locale; these are the strings its widgets show on our pages. */
const mrIN: Locale = {
  ...enUS,
  locale: 'mr',
  Pagination: {
    ...enUS.Pagination,
    items_per_page: '/ पान',
    jump_to: 'येथे जा',
    jump_to_confirm: 'पुष्टी करा',
    page: 'पान',
    prev_page: 'मागील पान',
    next_page: 'पुढील पान',
    prev_5: 'मागील ५ पाने',
    next_5: 'पुढील ५ पाने',
    prev_3: 'मागील ३ पाने',
    next_3: 'पुढील ३ पाने',
    page_size: 'पान आकार',
  },
  Table: {
    ...enUS.Table,
    filterTitle: 'फिल्टर',
    filterConfirm: 'ठीक आहे',
    filterReset: 'रीसेट',
    filterEmptyText: 'फिल्टर नाहीत',
    selectAll: 'सर्व निवडा',
    selectInvert: 'निवड उलटा',
    sortTitle: 'क्रमवारी',
    emptyText: 'माहिती उपलब्ध नाही',
    triggerDesc: 'उतरत्या क्रमाने लावा',
    triggerAsc: 'चढत्या क्रमाने लावा',
    cancelSort: 'क्रमवारी रद्द करा',
  },
  Modal: { okText: 'ठीक आहे', cancelText: 'रद्द करा', justOkText: 'ठीक आहे' },
  Popconfirm: { okText: 'होय', cancelText: 'नाही' },
  Empty: { description: 'माहिती उपलब्ध नाही' },
  Text: { edit: 'संपादित करा', copy: 'कॉपी करा', copied: 'कॉपी झाले', expand: 'अधिक पहा' },
};

export const ANTD_LOCALES: Record<Language, Locale> = { mr: mrIN, en: enUS, hi: hiIN };
