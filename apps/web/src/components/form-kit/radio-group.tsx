import { Radio, type RadioGroupProps } from 'antd';

/**
 * antd's Radio.Group with the radiogroup role (architecture rule 13): a required Form.Item
 * gives the group `aria-required`, which the plain `div` antd draws may not carry (axe
 * aria-allowed-attr). The web uses this one (a lint rule says so).
 */
export function RadioGroup(props: RadioGroupProps) {
  return <Radio.Group {...RADIOGROUP} {...props} />;
}

// antd hands `role` on to the div (its aria attributes), though its props type leaves it out.
const RADIOGROUP = { role: 'radiogroup' } as RadioGroupProps;
