// The screen both content kinds share (announcements, help articles): the brand's items in a table
// (the title in the brand's default language, the kind's own columns), a button for a new one,
// edit in the shared form dialog, and withdraw after the kit's confirm dialog. Titles staff typed are
// rendered as text; the HTML is never rendered here.
import { Button, ConfirmDialog, DataTable, FormAlert, Inline, type DataTableColumn } from '@portal/ui';
import { useState } from 'react';
import type { ContentHooks } from '../../api/content';
import { errorText } from '../../shared/error-texts';
import { PageFrame } from '../../shared/form-layout';
import { PageHeading } from '../../shared/page-heading';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';
import { ContentFormDialog } from './content-form-dialog';
import type { ContentKind, LocalisedItem } from './content-kind';

export interface ContentListPageProps<Item extends LocalisedItem, Body> {
  kind: ContentKind<Item, Body>;
  /** The kind's list, save and withdraw calls (api/content.ts). */
  hooks: ContentHooks<Item, Body>;
}

type Open<Item> = { action: 'edit'; item: Item | undefined } | { action: 'withdraw'; item: Item } | null;

export function ContentListPage<Item extends LocalisedItem, Body>({ kind, hooks }: ContentListPageProps<Item, Body>) {
  const { t } = useBackofficeTranslation();
  const { data, error, isFetching } = hooks.useList();
  const [save] = hooks.useSave();
  const [withdraw, withdrawState] = hooks.useWithdraw();
  const [open, setOpen] = useState<Open<Item>>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const languages = data?.languages ?? [];
  const titleOf = (item: Item) => item.title[languages[0] ?? ''] ?? Object.values(item.title)[0] ?? item.id;
  const close = () => {
    setOpen(null);
    setWithdrawError(null);
  };
  const texts = kind.texts;

  const columns: DataTableColumn<Item>[] = [
    { key: 'title', header: t('content.columns.title'), rowHeader: true, cell: titleOf },
    ...kind.columns,
    {
      key: 'actions',
      header: t('content.columns.actions'),
      cell: (item) => (
        <div role="group" aria-label={t('content.actionsFor', { title: titleOf(item) })}>
          <Inline gap="xs">
            {(kind.editable?.(item) ?? true) && (
              <Button size="sm" variant="secondary" onClick={() => setOpen({ action: 'edit', item })}>
                {t('content.edit')}
              </Button>
            )}
            <Button size="sm" variant="danger" onClick={() => setOpen({ action: 'withdraw', item })}>
              {t('content.withdraw')}
            </Button>
          </Inline>
        </div>
      ),
    },
  ];

  return (
    <PageFrame>
      <PageHeading>{t(`${texts}.title`)}</PageHeading>
      <Inline>
        <Button
          onClick={() => {
            setNotice(null);
            setOpen({ action: 'edit', item: undefined });
          }}
          disabled={!data}
        >
          {t(`${texts}.create`)}
        </Button>
      </Inline>
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {Boolean(error) && <FormAlert>{errorText(t, error)}</FormAlert>}
      <DataTable
        caption={t(`${texts}.caption`)}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(item) => item.id}
        loading={isFetching}
        loadingLabel={t('app.loading')}
        emptyText={t(`${texts}.empty`)}
      />
      {open?.action === 'edit' && (
        <ContentFormDialog
          kind={kind}
          languages={languages}
          item={open.item}
          onClose={close}
          onSave={async (body) => {
            await save({ ...(open.item ? { id: open.item.id } : {}), body }).unwrap();
            setNotice(t(open.item ? 'content.updated' : 'content.created'));
            close();
          }}
        />
      )}
      {open?.action === 'withdraw' && (
        <ConfirmDialog
          open
          tone="danger"
          title={t('content.withdrawTitle', { title: titleOf(open.item) })}
          message={
            <>
              {t(`${texts}.withdrawQuestion`)}
              {withdrawError && <FormAlert>{withdrawError}</FormAlert>}
            </>
          }
          confirmLabel={t('content.withdraw')}
          cancelLabel={t('form.cancel')}
          closeLabel={t('form.close')}
          confirming={withdrawState.isLoading}
          onCancel={close}
          onConfirm={() =>
            void (async () => {
              try {
                await withdraw({ id: open.item.id }).unwrap();
                setNotice(t('content.withdrawn', { title: titleOf(open.item) }));
                close();
              } catch (failure) {
                setWithdrawError(errorText(t, failure));
              }
            })()
          }
        />
      )}
    </PageFrame>
  );
}
