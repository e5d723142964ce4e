import { useEffect, useState } from 'react';
import { DELAYS } from '@cmis/shared';
import './plain-ui.css';

/**
 * antd's large Spin, drawn with CSS: it shows while the first chunks load, before antd is
 * there (decision 0034). Like antd's `delay`, it appears only when the wait is noticeable.
 */
function Spinner() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), DELAYS.spinnerMs);
    return () => window.clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <span className="cmis-spin" role="status" aria-busy="true">
      <i />
      <i />
      <i />
      <i />
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner />
    </div>
  );
}

/** Inside the layout, while a page's code or first data arrives. */
export function PageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
      <Spinner />
    </div>
  );
}
