import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface IssuedPassword {
  name: string;
  phone: string;
  password: string;
}

interface OneTimePasswordModalProps {
  /** The password just issued, or null; the page forgets it once the modal has closed. */
  issued: IssuedPassword | null;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

/**
 * Decision 0008: the server answers a one-time password once; it is shown here once, large
 * and copyable, to read out over the phone, and is gone from the page when the modal closes.
 */
export function OneTimePasswordModal({
  issued,
  open,
  onClose,
  afterClose,
}: OneTimePasswordModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open && issued !== null}
      title={t('One-time password for {{name}}', { name: issued?.name ?? '' })}
      onCancel={onClose}
      afterClose={afterClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid="one-time-password-done">
          {t('Done')}
        </Button>
      }
    >
      <Typography.Paragraph
        copyable={{ tooltips: [t('Copy'), t('Copied')] }}
        style={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 30,
          fontWeight: 600,
          letterSpacing: 2,
          textAlign: 'center',
          margin: '16px 0 20px',
        }}
        data-testid="one-time-password"
      >
        {issued?.password}
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        message={t('The password was also sent to {{phone}}.', { phone: issued?.phone ?? '' })}
        description={t('It is shown only this once. Read it out or copy it now.')}
      />
    </Modal>
  );
}
