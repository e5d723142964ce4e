import { UPLOAD_MESSAGES, type UploadKind } from '@cmis/shared';
import { checkFile, type FileFacts } from '@/lib/upload';

/**
 * The accused area words two upload refusals differently from the rest of the product
 * (spec 2 §5.4, §5.6 and §8 against spec 1 §5): the same rules, its own sentences. `t` is
 * passed in so the sentences stay literal keys the translation check can see.
 */
export function accusedUploadRefusal(
  kind: UploadKind,
  file: FileFacts,
  t: (key: string) => string,
): string | null {
  const refusal = checkFile(kind, file);
  switch (refusal) {
    case null:
      return null;
    case UPLOAD_MESSAGES.pdfType:
      return t('Please upload only PDF file!');
    case UPLOAD_MESSAGES.pdfSize:
      return t('PDF size larger than 2MB!');
    case UPLOAD_MESSAGES.imageSize:
      return t('Image size Larger than 2MB!');
    default:
      return t(refusal);
  }
}
