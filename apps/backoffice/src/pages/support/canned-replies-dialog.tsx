// The brand's canned replies: the list (title, language, text, delete) and a form to add one (title,
// text, language; react-hook-form, what was typed kept on a failure). Texts show as text.
import { CHAT_TEXT_MAX, type CannedReply } from '@portal/contracts';
import { LANGUAGES, TRANSLATED_LANGUAGES } from '@portal/i18n';
import { Button, DataTable, FormAlert, Input, Modal, Select, TextArea, type DataTableColumn } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateCannedReplyMutation, useDeleteCannedReplyMutation } from '../../api/support';
import { errorText } from '../../shared/error-texts';
import { FormFrame } from '../../shared/form-layout';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

/** The contract's limit of a canned reply's title (createCannedReplyRequestSchema). */
const TITLE_MAX = 60;

interface CannedReplyForm {
  title: string;
  text: string;
  language: string;
}

export interface CannedRepliesDialogProps {
  replies: readonly CannedReply[];
  loading: boolean;
  onClose: () => void;
}

export function CannedRepliesDialog({ replies, loading, onClose }: CannedRepliesDialogProps) {
  const { t, i18n } = useBackofficeTranslation();
  const [create] = useCreateCannedReplyMutation();
  const [remove] = useDeleteCannedReplyMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CannedReplyForm>({ defaultValues: { title: '', text: '', language: i18n.language } });
  const required = (value: string) => value.trim() !== '' || t('form.required');

  const submit = handleSubmit(async ({ title, text, language }) => {
    setFailure(null);
    setNotice(null);
    try {
      await create({ title: title.trim(), text: text.trim(), language }).unwrap();
      setNotice(t('support.canned.created', { title: title.trim() }));
      reset({ title: '', text: '', language });
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });

  const onDelete = async (reply: CannedReply) => {
    setFailure(null);
    setNotice(null);
    try {
      await remove(reply.cannedReplyId).unwrap();
      setNotice(t('support.canned.deleted', { title: reply.title }));
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  const columns: DataTableColumn<CannedReply>[] = [
    { key: 'title', header: t('support.canned.columns.title'), rowHeader: true, cell: (r) => r.title },
    { key: 'language', header: t('support.canned.columns.language'), cell: (r) => r.language },
    { key: 'text', header: t('support.canned.columns.text'), cell: (r) => r.text },
    {
      key: 'actions',
      header: t('support.canned.columns.actions'),
      cell: (r) => (
        <Button
          size="sm"
          variant="danger"
          aria-label={t('support.canned.deleteOne', { title: r.title })}
          onClick={() => void onDelete(r)}
        >
          {t('support.canned.delete')}
        </Button>
      ),
    },
  ];

  const title = t('support.canned.title');
  const formTitle = t('support.canned.create');
  return (
    <Modal open onClose={onClose} title={title} closeLabel={t('form.close')} size="lg">
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {failure && <FormAlert>{failure}</FormAlert>}
      <DataTable
        caption={title}
        hideCaption
        columns={columns}
        rows={replies}
        rowKey={(r) => r.cannedReplyId}
        loading={loading}
        loadingLabel={t('app.loading')}
        emptyText={t('support.canned.empty')}
      />
      <FormFrame onSubmit={submit} noValidate aria-label={formTitle}>
        <h3>{formTitle}</h3>
        <Input
          {...register('title', { validate: required })}
          label={t('support.canned.columns.title')}
          maxLength={TITLE_MAX}
          required
          error={errors.title?.message}
        />
        <TextArea
          {...register('text', { validate: required })}
          label={t('support.canned.columns.text')}
          maxLength={CHAT_TEXT_MAX}
          rows={3}
          required
          error={errors.text?.message}
        />
        <Select
          {...register('language')}
          label={t('support.canned.columns.language')}
          options={TRANSLATED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGES[code].nativeName }))}
        />
        <Button type="submit" loading={isSubmitting}>
          {t('support.canned.submit')}
        </Button>
      </FormFrame>
    </Modal>
  );
}
