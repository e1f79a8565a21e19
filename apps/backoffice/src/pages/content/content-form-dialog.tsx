// The one form both content kinds share (announcements, help articles), in a dialog: the kind's own
// fields, then for each language of the brand a title and the HTML content (a textarea, with a note
// that the platform sanitises it). react-hook-form keeps what was typed when the save fails.
import { Button, FormAlert, Input, Modal, Select } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../shared/error-texts';
import { FormFrame } from '../../shared/form-layout';
import { TextArea } from '../../shared/text-area';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import type { ContentFormValues, ContentKind, LocalisedItem } from './content-kind';

export interface ContentFormDialogProps<Item extends LocalisedItem, Body> {
  kind: ContentKind<Item, Body>;
  /** The brand's languages, default first. */
  languages: readonly string[];
  /** The item edited, or undefined for a new one. */
  item: Item | undefined;
  onSave: (body: Body) => Promise<void>;
  onClose: () => void;
}

export function ContentFormDialog<Item extends LocalisedItem, Body>({
  kind,
  languages,
  item,
  onSave,
  onClose,
}: ContentFormDialogProps<Item, Body>) {
  const { t } = useBackofficeTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContentFormValues>({
    defaultValues: {
      title: Object.fromEntries(languages.map((language) => [language, item?.title[language] ?? ''])),
      content: Object.fromEntries(languages.map((language) => [language, item?.content[language] ?? ''])),
      extra: kind.extraOf(item),
    },
  });
  const extra = watch('extra');
  const required = { required: t('form.required') };
  const languageName = (language: string) => t(`content.languages.${language}`, { defaultValue: language });
  const title = item
    ? t(`${kind.texts}.editTitle`, { title: item.title[languages[0] ?? ''] ?? item.id })
    : t(`${kind.texts}.createTitle`);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(kind.bodyOf(values));
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });

  return (
    <Modal open size="lg" onClose={onClose} title={title} closeLabel={t('form.close')}>
      <FormFrame onSubmit={submit} noValidate aria-label={title}>
        {failure && <FormAlert>{failure}</FormAlert>}
        {kind.fields
          .filter((field) => !field.shownWhen || field.shownWhen(extra))
          .map((field) =>
            field.options ? (
              <Select
                key={field.name}
                {...register(`extra.${field.name}`)}
                label={field.label}
                options={field.options}
              />
            ) : (
              <Input
                key={field.name}
                {...register(`extra.${field.name}`, {
                  ...required,
                  ...(field.pattern ? { pattern: field.pattern } : {}),
                })}
                label={field.label}
                hint={field.hint}
                autoComplete="off"
                spellCheck={false}
                required
                error={errors.extra?.[field.name]?.message}
              />
            ),
          )}
        {languages.map((language) => (
          <fieldset key={language}>
            <legend>{languageName(language)}</legend>
            <Input
              {...register(`title.${language}`, required)}
              label={t('content.titleIn', { language: languageName(language) })}
              maxLength={200}
              required
              error={errors.title?.[language]?.message}
            />
            <TextArea
              {...register(`content.${language}`, required)}
              label={t('content.htmlIn', { language: languageName(language) })}
              hint={t('content.htmlHint')}
              maxLength={20_000}
              required
              error={errors.content?.[language]?.message}
            />
          </fieldset>
        ))}
        <Button type="submit" loading={isSubmitting}>
          {t('content.save')}
        </Button>
      </FormFrame>
    </Modal>
  );
}
