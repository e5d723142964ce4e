import { Form, Input } from 'antd';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '@/components/form-drawer';
import {
  LANDING_SECTIONS,
  landingImageInputSchema,
  type LandingSection,
  type UploadedFile,
} from '@cmis/shared';
import { UploadField } from '@/components/upload-field';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { useAddLandingImage } from '../api/add-landing-image';
import { useSectionName } from './section-name';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

/** Spec 1 §9: every drawer form is 720 wide. */
const CAPTION_MAX = 200;

interface LandingImageFormValues {
  section?: LandingSection;
  caption?: string;
  /** The stored upload; the schema (and the server) take its id as `fileId`. */
  file?: UploadedFile | null;
}

const FIELDS = ['section', 'caption', 'fileId'] as const;

interface LandingImageDrawerProps {
  open: boolean;
  /** The tab the admin was on when pressing Add. */
  section: LandingSection;
  onClose: () => void;
}

/** Adds a picture to a carousel; the page mounts a new drawer for each opening. */
export function LandingImageDrawer({ open, section, onClose }: LandingImageDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LandingImageFormValues>();
  const add = useAddLandingImage();
  const sectionName = useSectionName();

  const close = () => {
    if (!add.isPending) onClose();
  };

  const errors = useFormSubmit({
    schema: landingImageInputSchema,
    fields: FIELDS,
    save: add.mutateAsync,
    onDone: onClose,
  });

  const save = (values: LandingImageFormValues) =>
    errors.submit({
      section: values.section,
      caption: values.caption ?? '',
      fileId: values.file?.id,
    });

  return (
    <FormDrawer
      title={t('Add landing page image')}
      open={open}
      saving={add.isPending}
      onClose={close}
      onSave={() => form.submit()}
      saveTestId="landing-save"
    >
      <FormWithErrors<LandingImageFormValues>
        itemProps={errors.itemProps}
        form={form}
        name="landing-image-form"
        layout="vertical"
        noValidate
        initialValues={{ section, caption: '' }}
        onValuesChange={(changed: LandingImageFormValues) =>
          errors.clear(Object.keys(changed).map((name) => (name === 'file' ? 'fileId' : name)))
        }
        onFinish={(values) => void save(values)}
      >
        <FieldItem name="section" label={t('Page section')} required>
          <Select<LandingSection>
            options={LANDING_SECTIONS.map((value) => ({ value, label: sectionName(value) }))}
          />
        </FieldItem>
        <FieldItem
          name="caption"
          label={t('Caption')}
          extra={t('Shown under the image on the landing page, in Marathi.')}
        >
          <Input maxLength={CAPTION_MAX} showCount />
        </FieldItem>
        <FieldItem name="file" label={t('Image')} required errorName="fileId">
          <UploadField kind="image" />
        </FieldItem>
      </FormWithErrors>
    </FormDrawer>
  );
}
