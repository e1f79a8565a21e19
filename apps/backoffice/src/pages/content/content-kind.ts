// What one kind of brand content (announcements, help articles) tells the shared content screens:
// where its texts live in the namespace, its own fields besides the per-language title and HTML,
// its own table columns, and how a form's values become the platform's request body.
import type { DataTableColumn, SelectOption } from '@portal/ui';

/** The brand content both kinds share: an id and, per language, a title and HTML content. */
export interface LocalisedItem {
  id: string;
  title: Record<string, string>;
  content: Record<string, string>;
}

/** The content form's values: per-language title and HTML, and the kind's own fields by name. */
export interface ContentFormValues {
  title: Record<string, string>;
  content: Record<string, string>;
  extra: Record<string, string>;
}

/** One field of the kind's own: a select (with options) or a text input. */
export interface ExtraField {
  name: string;
  label: string;
  options?: readonly SelectOption[];
  hint?: string;
  /** A text input's pattern (the contract's), checked before sending. */
  pattern?: { value: RegExp; message: string };
  /** Shown only while this holds for the form's current extra values (a popup's execution). */
  shownWhen?: (extra: Record<string, string>) => boolean;
}

export interface ContentKind<Item extends LocalisedItem, Body> {
  /** The namespace key prefix of the kind's texts (`announcements`, `helpArticles`). */
  texts: 'announcements' | 'helpArticles';
  fields: readonly ExtraField[];
  /** The kind's own fields of an item being edited, or a new one's defaults. */
  extraOf: (item: Item | undefined) => Record<string, string>;
  bodyOf: (values: ContentFormValues) => Body;
  /** Columns after the title's. */
  columns: readonly DataTableColumn<Item>[];
  /** Whether the form can edit this item (default: every item); the others can only be deleted. */
  editable?: (item: Item) => boolean;
}
