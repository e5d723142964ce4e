import type { ButtonHTMLAttributes } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import './plain-ui.css';

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: 'middle' | 'large';
  block?: boolean;
  loading?: boolean;
}

/** antd's primary Button without antd, for the screens of the first load (decision 0034). */
export function PlainButton({
  size = 'middle',
  block = false,
  loading = false,
  type = 'button',
  className,
  children,
  ...rest
}: PlainButtonProps) {
  const classes = ['cmis-button'];
  if (size === 'large') classes.push('cmis-button-large');
  if (block) classes.push('cmis-button-block');
  if (loading) classes.push('cmis-button-loading');
  if (className) classes.push(className);
  return (
    <button type={type} className={classes.join(' ')} aria-busy={loading || undefined} {...rest}>
      {loading && <LoadingOutlined />}
      {children}
    </button>
  );
}
