import { Spin } from 'antd';
import { DELAYS } from '@cmis/shared';

export function FullPageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spin size="large" delay={DELAYS.spinnerMs} />
    </div>
  );
}

/** Inside the layout, while a page's code or first data arrives. */
export function PageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
      <Spin size="large" delay={DELAYS.spinnerMs} />
    </div>
  );
}
