import type { ReactNode } from 'react';
import {
  CloseCircleFilled,
  CloseCircleOutlined,
  ExclamationCircleFilled,
  ExclamationCircleOutlined,
  InfoCircleFilled,
  InfoCircleOutlined,
} from '@ant-design/icons';
import './plain-ui.css';

type AlertType = 'error' | 'warning' | 'info';

// antd's Alert: a filled icon beside a message alone, an outlined one beside a description.
const ICONS: Record<AlertType, { filled: ReactNode; outlined: ReactNode }> = {
  error: { filled: <CloseCircleFilled />, outlined: <CloseCircleOutlined /> },
  warning: { filled: <ExclamationCircleFilled />, outlined: <ExclamationCircleOutlined /> },
  info: { filled: <InfoCircleFilled />, outlined: <InfoCircleOutlined /> },
};

interface PlainAlertProps {
  type: AlertType;
  message: ReactNode;
  description?: ReactNode;
  'data-testid'?: string;
}

/** antd's Alert (with its icon) without antd, for the login page (decision 0034). */
export function PlainAlert({ type, message, description, ...rest }: PlainAlertProps) {
  const classes = ['cmis-alert', `cmis-alert-${type}`];
  if (description) classes.push('cmis-alert-with-description');
  return (
    <div role="alert" className={classes.join(' ')} data-testid={rest['data-testid']}>
      <span className="cmis-alert-icon">
        {description ? ICONS[type].outlined : ICONS[type].filled}
      </span>
      <div className="cmis-alert-content">
        <div className="cmis-alert-message">{message}</div>
        {description && <div>{description}</div>}
      </div>
    </div>
  );
}
