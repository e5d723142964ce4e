import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { createRoot } from 'react-dom/client';
import './plain-ui.css';

const TOAST_MS = 3000;

const ICONS = {
  success: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  error: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
} as const;

/**
 * antd's `message.success` / `message.error` for screens drawn without antd (the login page,
 * decision 0034). It lives outside the page's tree, so it stays on screen across the redirect
 * that follows a sign-in, as antd's does.
 */
export function showToast(type: keyof typeof ICONS, text: string): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <div className="cmis-toast" role={type === 'error' ? 'alert' : 'status'}>
      {ICONS[type]}
      <span>{text}</span>
    </div>,
  );
  window.setTimeout(() => {
    root.unmount();
    host.remove();
  }, TOAST_MS);
}
