import { Form, Input } from 'antd';
import { Select } from '@/components/form-kit/select';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '@/components/form-drawer';
import {
  CONTENT_TYPES,
  contentInputSchema,
  type ContentType,
  type MediaType,
  type UploadedFile,
} from '@cmis/shared';
import { UploadField } from '@/components/upload-field';
import { useFormSubmit } from '@/components/form-kit/use-form-submit';
import { useCreateContent } from '../api/create-content';
import { useMediaTypeName } from './content-screen';
import { FieldItem, FormWithErrors } from '@/components/form-kit/field-item';

/** Spec 1 §9: every drawer form is 720 wide. */
const DESCRIPTION_MAX = 1000;
const MEDIA_TYPES: readonly MediaType[] = [1, 2, 3];

interface ContentFormValues {
  newsType?: MediaType;
  description?: string;
  /** The stored upload; the schema (and the server) take its id as `fileId`. */
  file?: UploadedFile | null;
}

const FIELDS = ['newsType', 'description', 'fileId'] as const;

interface ContentFormDrawerProps {
  itemType: ContentType;
  open: boolean;
  title: string;
  typeLabel: string;
  onClose: () => void;
}

/**
 * Spec 1 §2: the add drawer of the news, notification, help and about-us screens. The page
 * mounts a new one for each opening, so nothing typed or uploaded outlives a close (§4).
 */
export function ContentFormDrawer({
  itemType,
  open,
  title,
  typeLabel,
  onClose,
}: ContentFormDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ContentFormValues>();
  const create = useCreateContent();
  const mediaTypeName = useMediaTypeName();
  const newsType = Form.useWatch('newsType', form);

  const close = () => {
    if (!create.isPending) onClose();
  };

  const errors = useFormSubmit({
    schema: contentInputSchema,
    fields: FIELDS,
    save: create.mutateAsync,
    onDone: onClose,
  });

  const save = (values: ContentFormValues) =>
    errors.submit({
      itemType,
      newsType: values.newsType,
      description: values.description ?? '',
      // A text item carries no file, whatever was uploaded before the type changed.
      fileId: values.newsType === 2 || values.newsType === 3 ? values.file?.id : undefined,
    });

  const mediaKind = newsType === 2 ? 'image' : newsType === 3 ? 'video' : null;

  return (
    <FormDrawer
      title={title}
      open={open}
      saving={create.isPending}
      onClose={close}
      onSave={() => form.submit()}
      saveTestId="content-save"
    >
      <FormWithErrors<ContentFormValues>
        itemProps={errors.itemProps}
        form={form}
        name={`content-form-${itemType}`}
        layout="vertical"
        noValidate
        onValuesChange={(changed: ContentFormValues) => {
          const names = Object.keys(changed).map((name) => (name === 'file' ? 'fileId' : name));
          errors.clear(names);
          // An image is no use to a video item and the other way round.
          if ('newsType' in changed) form.setFieldValue('file', null);
        }}
        onFinish={(values) => void save(values)}
      >
        <FieldItem name="newsType" label={typeLabel} required>
          <Select<MediaType>
            placeholder={t('Select type')}
            options={MEDIA_TYPES.map((value) => ({ value, label: mediaTypeName(value) }))}
            data-testid="content-type"
          />
        </FieldItem>
        {/* Spec 1 §5: a help message may be only a picture or a video. */}
        <FieldItem
          name="description"
          label={t('Description')}
          required={itemType !== CONTENT_TYPES.help}
        >
          <Input.TextArea
            rows={5}
            maxLength={DESCRIPTION_MAX}
            showCount
            placeholder={t('Enter description')}
          />
        </FieldItem>
        {mediaKind && (
          <FieldItem
            // A new field per kind, so switching type starts afresh.
            key={mediaKind}
            name="file"
            label={mediaKind === 'image' ? t('Upload image') : t('Upload video')}
            required
            errorName="fileId"
          >
            <UploadField kind={mediaKind} />
          </FieldItem>
        )}
      </FormWithErrors>
    </FormDrawer>
  );
}
