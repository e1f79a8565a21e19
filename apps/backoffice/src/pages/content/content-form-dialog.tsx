// The one form every content kind shares (announcements, help articles, promotions, missions), in a
// dialog: the kind's own fields, then for each language of the brand its texts — a title, the HTML
// content (a textarea, with a note that the platform sanitises it), a summary or a description.
// react-hook-form keeps what was typed when the save fails.
import { Button, FormAlert, Input, Modal, Select, TextArea } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../shared/error-texts';
import { FormFrame } from '../../shared/form-layout';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import type { ContentFormValues, ContentKind, LocalisedItem, LocalisedName } from './content-kind';

/** Each per-language text's label key, and whether it is written in a textarea. */
const LOCALISED: Record<LocalisedName, { label: string; multiline: boolean; maxLength: number }> = {
  title: { label: 'content.titleIn', multiline: false, maxLength: 200 },
  summary: { label: 'content.summaryIn', multiline: false, maxLength: 500 },
  content: { label: 'content.htmlIn', multiline: true, maxLength: 20_000 },
  description: { label: 'content.descriptionIn', multiline: true, maxLength: 2_000 },
};
const DEFAULT_LOCALISED: readonly LocalisedName[] = ['title', 'content'];

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
  const [extraDefaults] = useState(() => kind.extraOf(item));
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContentFormValues>({
    defaultValues: {
      ...Object.fromEntries(
        (['title', 'content', 'summary', 'description'] as const).map((name) => [
          name,
          Object.fromEntries(languages.map((language) => [language, item?.[name]?.[language] ?? ''])),
        ]),
      ),
      extra: extraDefaults,
    },
  });
  const localised = kind.localised ?? DEFAULT_LOCALISED;
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
          .filter((field) => (!field.shownWhen || field.shownWhen(extra)) && !(field.newOnly && item))
          .map((field) =>
            field.options ? (
              <Select
                key={field.name}
                {...register(`extra.${field.name}`)}
                // The select shows the item's choice from its first paint (the form's default alone
                // left the first option showing).
                defaultValue={extraDefaults[field.name]}
                label={field.label}
                options={field.options}
              />
            ) : (
              <Input
                key={field.name}
                {...register(`extra.${field.name}`, {
                  ...(field.optional ? {} : required),
                  ...(field.pattern ? { pattern: field.pattern } : {}),
                })}
                type={field.type ?? 'text'}
                label={field.label}
                hint={field.hint}
                autoComplete="off"
                spellCheck={false}
                required={!field.optional}
                error={errors.extra?.[field.name]?.message}
              />
            ),
          )}
        {languages.map((language) => (
          <fieldset key={language}>
            <legend>{languageName(language)}</legend>
            {localised.map((name) => {
              const { label, multiline, maxLength } = LOCALISED[name];
              const props = {
                ...register(`${name}.${language}`, required),
                label: t(label, { language: languageName(language) }),
                maxLength,
                required: true,
                error: errors[name]?.[language]?.message,
              };
              return multiline ? (
                <TextArea key={name} {...props} {...(name === 'content' ? { hint: t('content.htmlHint') } : {})} />
              ) : (
                <Input key={name} {...props} />
              );
            })}
          </fieldset>
        ))}
        <Button type="submit" loading={isSubmitting}>
          {t('content.save')}
        </Button>
      </FormFrame>
    </Modal>
  );
}
