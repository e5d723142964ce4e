import type { ReactNode } from 'react';
import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type NoticeKey = 'disclaimer' | 'privacy' | 'contact';

/**
 * The state CMIS cell's contact details, in one place so operations can change them. The
 * address is the Maharashtra Police headquarters; 112 is the national emergency number.
 */
export const CONTACT = {
  email: 'cmis.cell@mahapolice.gov.in',
  emergencyPhone: '112',
} as const;

function Points({ items }: { items: string[] }) {
  return (
    <ul style={{ paddingInlineStart: 20, margin: 0, display: 'grid', gap: 10 }}>
      {items.map((text) => (
        <li key={text}>
          <Typography.Text style={{ fontSize: 15 }}>{text}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** Spec 3 §1: what the landing page promises about the platform and its data. */
function Disclaimer() {
  const { t } = useTranslation();
  return (
    <Points
      items={[
        t(
          'CMIS is an internal platform of Maharashtra Police, for use by authorised police personnel only.',
        ),
        t(
          'Information entered in CMIS must be accurate, complete and lawfully obtained. The officer who enters it is responsible for it.',
        ),
        t(
          'Every addition and change is logged with the user id, the date and time, and the IP address it came from.',
        ),
        t('Data in CMIS is not shared outside the police, except on a lawful request.'),
        t(
          'Unauthorised access or misuse is an offence under the Information Technology Act, 2000.',
        ),
      ]}
    />
  );
}

function Privacy() {
  const { t } = useTranslation();
  return (
    <Points
      items={[
        t(
          'CMIS holds records of accused persons and of the police personnel who use it, only for the prevention and detection of crime.',
        ),
        t(
          'Access depends on the role: the Super User (state) sees the whole state, the Unit Admin sees their unit, and the Police Station User sees their police station.',
        ),
        t(
          'Sign-ins and every change are logged with the user id, time and IP address, and the logs are kept for audit.',
        ),
        t(
          'Data is not shared with any person or organisation outside the police, except on a lawful request from a court or a competent authority.',
        ),
        t(
          'The site keeps only the cookie needed for a signed-in session; it sets no tracking or advertising cookies.',
        ),
      ]}
    />
  );
}

function Contact() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph style={{ fontSize: 15 }}>
        {t(
          'For help with CMIS, first contact the CMIS nodal officer of your unit. The state CMIS cell can be reached at:',
        )}
      </Typography.Paragraph>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          {
            key: 'office',
            label: t('Office'),
            children: t('CMIS Cell, Office of the Director General of Police, Maharashtra State'),
          },
          {
            key: 'address',
            label: t('Address'),
            children: t('Shahid Bhagat Singh Marg, Colaba, Mumbai 400001'),
          },
          {
            key: 'email',
            label: t('E-mail'),
            children: (
              <Typography.Link href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Typography.Link>
            ),
          },
          {
            key: 'hours',
            label: t('Office hours'),
            children: t('Monday to Saturday, 10:00 to 18:00 (closed on public holidays)'),
          },
          {
            key: 'emergency',
            label: t('Police emergency'),
            children: (
              <Typography.Link href={`tel:${CONTACT.emergencyPhone}`}>
                {CONTACT.emergencyPhone}
              </Typography.Link>
            ),
          },
        ]}
      />
    </>
  );
}

function useNotice(notice: NoticeKey): { title: string; body: ReactNode } {
  const { t } = useTranslation();
  switch (notice) {
    case 'disclaimer':
      return { title: t('Disclaimer'), body: <Disclaimer /> };
    case 'privacy':
      return { title: t('Privacy Policy'), body: <Privacy /> };
    case 'contact':
      return { title: t('Contact Us'), body: <Contact /> };
  }
}

interface NoticeModalProps {
  /** The last notice opened; it stays while the modal fades out. */
  notice: NoticeKey;
  open: boolean;
  onClose: () => void;
}

/** The footer's Disclaimer, Privacy Policy and Contact Us, each in a modal. */
export function NoticeModal({ notice, open, onClose }: NoticeModalProps) {
  const { title, body } = useNotice(notice);
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      width={640}
      data-testid="landing-notice"
    >
      {body}
    </Modal>
  );
}
