import AntdProviders from '@/app/antd-providers';
import { LoadFailure } from '@/components/load-failure';

/** The full-page load failure with antd's providers around it (the session sits outside them). */
export default function SessionLoadFailure(props: { error: unknown; onRetry: () => void }) {
  return (
    <AntdProviders>
      <LoadFailure {...props} fullPage />
    </AntdProviders>
  );
}
