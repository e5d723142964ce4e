import { Layout } from 'antd';
import { CreditLine } from '@/components/credit-line';

export function AppFooter() {
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>
      <CreditLine />
    </Layout.Footer>
  );
}
