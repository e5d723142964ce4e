import { useRef, useState } from 'react';
import { App, Button, Descriptions, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LookupDetail } from '@cmis/shared';
import { LoadFailure } from '@/components/load-failure';
import { formatCardDateTime } from '@/lib/format';
import { useLookup } from '../api/lookups';
import { reasonLabelKey } from '../model/document-types';
import {
  ADDRESS_FIELDS,
  CARD_TITLES,
  MISSING,
  RECORD_FIELDS,
  cardDate,
  flagOf,
  genderOf,
  listItems,
  plainText,
  type RecordField,
} from '../model/record-fields';
import { cardPdfName, downloadCardPdf } from './card-pdf';

function imageSource(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value.startsWith('data:') ? value : `data:image/jpeg;base64,${value}`;
}

/** One field of a card as the spec shows it: '-' when missing, DD/MM/YYYY dates (spec 3 §2.12). */
function FieldValue({ field, value }: { field: RecordField; value: unknown }) {
  const { t } = useTranslation();
  switch (field.kind) {
    case 'date':
      return cardDate(value);
    case 'gender': {
      const gender = genderOf(value, 'card');
      if (gender === null) return MISSING;
      return gender === 'female' ? t('Female') : gender === 'male' ? t('Male') : t('Unknown');
    }
    case 'flag': {
      const flag = flagOf(value);
      if (flag === null) return MISSING;
      return flag === true ? t('Yes') : flag === false ? t('No') : flag;
    }
    case 'list': {
      const items = listItems(value);
      return items.length === 0 ? (
        MISSING
      ) : (
        <Flex wrap gap={4} data-testid={`field-${field.key}-list`}>
          {items.map((item) => (
            <Tag key={item}>{item}</Tag>
          ))}
        </Flex>
      );
    }
    default:
      return plainText(value);
  }
}

/** The record's card: every field spec 3 §3 lists for the type, and the search's reason. */
function DetailCard({ lookup }: { lookup: LookupDetail }) {
  const { t } = useTranslation();
  const { result } = lookup;
  const image = imageSource(result.profile_image);
  const address =
    typeof result.address === 'object' && result.address !== null
      ? (result.address as Record<string, unknown>)
      : {};
  const item = (field: RecordField, value: unknown) => ({
    key: field.key,
    label: t(field.labelKey),
    children: (
      <span data-testid={`field-${field.key}`}>
        <FieldValue field={field} value={value} />
      </span>
    ),
  });

  return (
    <div style={{ background: '#fff', padding: 16 }}>
      <Flex justify="space-between" align="flex-start" gap={16} style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t(CARD_TITLES[lookup.type].labelKey)}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('Searched At')}: {formatCardDateTime(lookup.searchedAt)} · {t('Searched By')}:{' '}
            {lookup.searchedBy}
          </Typography.Text>
        </div>
        {(lookup.type === 'licence' || lookup.type === 'aadhaarOtp') && (
          <div data-testid="profile-image">
            {image ? (
              <img
                src={image}
                alt={t('Profile image')}
                width={110}
                height={lookup.type === 'licence' ? 110 : 130}
                style={{
                  objectFit: 'cover',
                  borderRadius: lookup.type === 'licence' ? '50%' : 4,
                  border: '1px solid #d9d9d9',
                }}
              />
            ) : (
              <Typography.Text type="secondary">{t('No image')}</Typography.Text>
            )}
          </div>
        )}
      </Flex>
      <Descriptions
        bordered
        size="small"
        column={2}
        items={RECORD_FIELDS[lookup.type].map((field) => item(field, result[field.key]))}
      />
      {lookup.type === 'aadhaarOtp' && (
        <Descriptions
          title={t('Address')}
          bordered
          size="small"
          column={2}
          style={{ marginTop: 16 }}
          items={ADDRESS_FIELDS.map((field) => item(field, address[field.key]))}
        />
      )}
      <Descriptions
        title={t('Search')}
        bordered
        size="small"
        column={1}
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'reason',
            label: t('Reason'),
            children: <span data-testid="field-reason">{t(reasonLabelKey(lookup.reason))}</span>,
          },
          {
            key: 'details',
            label: t('Details'),
            children: (
              <span data-testid="field-details" style={{ whiteSpace: 'pre-wrap' }}>
                {lookup.details || MISSING}
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}

/** View: a full-width modal with the record's card and its Download PDF (spec 3 §2.12). */
export function LookupDetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lookup = useLookup(id);
  const cardRef = useRef<HTMLDivElement>(null);
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    if (!cardRef.current || !lookup.data) return;
    setExporting(true);
    try {
      await downloadCardPdf(cardRef.current, cardPdfName(lookup.data.type, lookup.data.number));
    } catch {
      void message.error(t('The PDF could not be made. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Modal
      open={id !== null}
      onCancel={onClose}
      width="100%"
      style={{ top: 16, maxWidth: 'calc(100vw - 32px)' }}
      destroyOnHidden
      title={lookup.data ? lookup.data.number : t('View')}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('Close')}</Button>
          <Button
            type="primary"
            icon={<FilePdfOutlined />}
            loading={exporting}
            disabled={!lookup.data}
            onClick={() => void download()}
            data-testid="lookup-pdf"
          >
            {t('Download PDF')}
          </Button>
        </Flex>
      }
    >
      {lookup.isError && <LoadFailure error={lookup.error} onRetry={() => void lookup.refetch()} />}
      {lookup.isLoading && <Spin />}
      {lookup.data && (
        <div ref={cardRef} data-testid="lookup-card">
          <DetailCard lookup={lookup.data} />
        </div>
      )}
    </Modal>
  );
}
