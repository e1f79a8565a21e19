// An `apply` promotion's application (spec §3, §5): a remark of at most 140 characters with a live
// "n / 140" counter — a longer remark is refused with a message and kept as typed, never cut — and
// up to three png or jpg images with previews and remove buttons. On submit each image goes up
// (uploadActivityImage, the image as the body; one already stored is not sent again on a retry),
// then the application names them. The platform's refusal of one image is shown beside that image;
// the form keeps its values on any error.
import { apiErrorMessage, useApplyActivityMutation, useUploadActivityImageMutation } from '@portal/api';
import { ACTIVITY_IMAGES_MAX, ACTIVITY_REMARK_MAX, type Promotion } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, CloseIcon, FormAlert, IconButton, Input, TextArea } from '@portal/ui';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { PROMOTIONS_NAMESPACE } from '../promotions-namespace';
import { PROMOTIONS_ERROR_TEXTS } from '../shared/error-message';
import { Actions } from '../shared/styles';
import { IMAGE_ACCEPT, imageProblem, previewUrl, releasePreview } from './activity-images';
import { FieldError, Form, Preview, PreviewList } from './apply-form.styles';

interface ApplyValues {
  remark: string;
}

interface PickedImage {
  key: number;
  file: File;
  url: string | null;
  /** The platform's refusal of this image, translated. */
  error: string | null;
}

export function ApplyForm({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const [upload, uploading] = useUploadActivityImageMutation();
  const [apply, applying] = useApplyActivityMutation();
  const [images, setImages] = useState<PickedImage[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const stored = useRef(new Map<File, number>());
  const nextKey = useRef(0);
  const { register, handleSubmit, formState, watch } = useForm<ApplyValues>({ defaultValues: { remark: '' } });
  const remark = watch('remark');
  const remarkError = formState.errors.remark?.message;

  // Previews are released when the form goes.
  const urls = useRef<(string | null)[]>([]);
  urls.current = images.map((image) => image.url);
  useEffect(() => () => urls.current.forEach(releasePreview), []);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    let problem: string | null = null;
    const accepted: PickedImage[] = [];
    for (const file of chosen) {
      const wrong = imageProblem(file);
      if (wrong) problem = t(`apply.${wrong}`, { name: file.name });
      else if (images.length + accepted.length >= ACTIVITY_IMAGES_MAX)
        problem = t('apply.tooMany', { count: ACTIVITY_IMAGES_MAX });
      else accepted.push({ key: nextKey.current++, file, url: previewUrl(file), error: null });
    }
    setPickError(problem);
    if (accepted.length) setImages((current) => [...current, ...accepted]);
  };

  const remove = (key: number) => {
    setPickError(null);
    setImages((current) => {
      const gone = current.find((image) => image.key === key);
      if (gone) releasePreview(gone.url);
      return current.filter((image) => image.key !== key);
    });
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const imageIds: number[] = [];
    const refused = new Map<number, string>();
    for (const image of images) {
      let imageId = stored.current.get(image.file);
      if (imageId === undefined) {
        const answer = await upload({ promotionId: promotion.promotionId, file: image.file });
        if (answer.error) {
          refused.set(image.key, apiErrorMessage(t, answer.error, PROMOTIONS_ERROR_TEXTS));
          continue;
        }
        imageId = answer.data.imageId;
        stored.current.set(image.file, imageId);
      }
      imageIds.push(imageId);
    }
    setImages((current) => current.map((image) => ({ ...image, error: refused.get(image.key) ?? null })));
    if (refused.size > 0) return;
    const answer = await apply({ promotionId: promotion.promotionId, remark: values.remark.trim(), imageIds });
    if (answer.error) setFailure(apiErrorMessage(t, answer.error, PROMOTIONS_ERROR_TEXTS));
  });

  return (
    <Form
      noValidate
      aria-label={t('apply.formLabel', { title: promotion.title })}
      onSubmit={(event) => void submit(event)}
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextArea
        label={t('apply.remark')}
        rows={4}
        counter={t('apply.counter', { length: remark.length, max: ACTIVITY_REMARK_MAX })}
        counterOver={remark.length > ACTIVITY_REMARK_MAX}
        error={remarkError}
        {...register('remark', {
          validate: (value) => {
            if (value.trim().length === 0) return t('apply.remarkRequired');
            if (value.length > ACTIVITY_REMARK_MAX) return t('apply.remarkTooLong', { max: ACTIVITY_REMARK_MAX });
            return true;
          },
        })}
      />
      <Input
        type="file"
        label={t('apply.images')}
        hint={t('apply.imagesHint', { count: ACTIVITY_IMAGES_MAX })}
        accept={IMAGE_ACCEPT}
        multiple
        onChange={onPick}
        error={pickError ?? undefined}
      />
      {images.length > 0 && (
        <PreviewList aria-label={t('apply.selected')}>
          {images.map((image) => (
            <Preview key={image.key} aria-label={image.file.name}>
              {image.url && <img src={image.url} alt={t('apply.preview', { name: image.file.name })} />}
              <span>{image.file.name}</span>
              <IconButton
                size="sm"
                variant="secondary"
                label={t('apply.remove', { name: image.file.name })}
                icon={<CloseIcon />}
                onClick={() => remove(image.key)}
              />
              {image.error && <FieldError role="alert">{image.error}</FieldError>}
            </Preview>
          ))}
        </PreviewList>
      )}
      <Actions>
        <Button type="submit" loading={uploading.isLoading || applying.isLoading}>
          {t('apply.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
