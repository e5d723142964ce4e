import { Button, Col, Divider, Empty, Flex, Form, Row, Tag } from 'antd';
import { Select } from '@/components/form-kit/select';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MasterSelect } from '@/components/form-kit/master-select';
import { localName } from '@/lib/format';
import { named, sectionLabel } from './crime-options';
import type { CrimeForm } from './use-crime-form';
import { FieldItem } from '@/components/form-kit/field-item';

type ActSectionPickerProps = Pick<CrimeForm, 'picker'>;

/**
 * Spec 2 §3.2: the crime's act (kayda) and section (kalam) pairs. An act is chosen, then its
 * sections searched on the server; Add puts the pair in the list and keeps the act.
 */
export function ActSectionPicker({ picker }: ActSectionPickerProps) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const actId = Form.useWatch<number | undefined>('actId', form);
  const sectionId = Form.useWatch<number | undefined>('sectionId', form);
  const { acts, sections, pairs } = picker;

  return (
    <>
      <Divider orientation="left" orientationMargin={0}>
        {t('Act and sections')}
      </Divider>
      <Row gutter={16} align="bottom">
        <FieldItem col={{ xs: 24, md: 9 }} name="actId" label={t('Act (Kayda)')} required>
          <MasterSelect
            placeholder={t('Select act')}
            query={acts}
            onChange={picker.chooseAct}
            data-testid="crime-act"
          />
        </FieldItem>
        <FieldItem col={{ xs: 24, md: 11 }} name="sectionId" label={t('Section (Kalam)')} required>
          <Select
            showSearch
            filterOption={false}
            onSearch={picker.search}
            placeholder={t('Type to search sections')}
            disabled={actId === undefined}
            loading={sections.isFetching}
            notFoundContent={sections.isFetching ? t('Loading...') : t('No matching section')}
            options={(sections.data ?? []).map((s) => ({
              value: s.id,
              label: sectionLabel(i18n.language, s.code, named(s)),
            }))}
            data-testid="crime-section"
          />
        </FieldItem>
        <Col xs={24} md={4}>
          <Form.Item label=" " colon={false}>
            <Button
              block
              icon={<PlusOutlined />}
              disabled={sectionId === undefined}
              onClick={picker.addPair}
              data-testid="crime-add-section"
            >
              {t('Add')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
      <div data-testid="crime-pairs" style={{ marginBottom: 24 }}>
        {pairs.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('No act and section added yet.')}
            style={{ margin: '4px 0' }}
          />
        ) : (
          <Flex wrap gap={8}>
            {pairs.map((pair) => (
              <Tag
                key={`${pair.actId}-${pair.sectionId}`}
                color="blue"
                closable
                closeIcon={<DeleteOutlined aria-label={t('Remove')} />}
                onClose={(event) => {
                  event.preventDefault();
                  picker.removePair(pair);
                }}
                style={{ padding: '4px 8px', fontSize: 13, marginInlineEnd: 0 }}
                data-testid="crime-pair"
              >
                {localName(i18n.language, pair.act.mr, pair.act.en)} :{' '}
                {sectionLabel(i18n.language, pair.sectionCode, pair.section)}
              </Tag>
            ))}
          </Flex>
        )}
      </div>
    </>
  );
}
