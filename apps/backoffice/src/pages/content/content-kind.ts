// What one kind of brand content (announcements, help articles, promotions, missions) tells the
// shared content screens: where its texts live in the namespace, which per-language texts it has
// (title and HTML by default), its own fields, its own table columns, and how a form's values become
// the platform's request body.
import type { DataTableColumn, SelectOption } from '@portal/ui';

/**
 * The texts a kind writes in every language of the brand: a title, HTML content (the platform
 * sanitises it), a one-line summary (promotions), a plain description (missions).
 */
export type LocalisedName = 'title' | 'content' | 'summary' | 'description';

/** The brand content every kind shares: an id and a title per language; the other texts it has. */
export type LocalisedItem = { id: string; title: Record<string, string> } & Partial<
  Record<Exclude<LocalisedName, 'title'>, Record<string, string>>
>;

/** The content form's values: each per-language text, and the kind's own fields by name. */
export type ContentFormValues = Record<LocalisedName, Record<string, string>> & { extra: Record<string, string> };

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
  /** The input's type (a date and time, a number); text by default. */
  type?: 'text' | 'datetime-local';
  /** May stay empty (a promotion's end, a mission's lanes). */
  optional?: boolean;
  /** Only a new item has it (an id chosen once). */
  newOnly?: boolean;
}

export interface ContentKind<Item extends LocalisedItem, Body> {
  /** The namespace key prefix of the kind's texts (`announcements`, `helpArticles`). */
  texts: 'announcements' | 'helpArticles' | 'promotions' | 'missions';
  /** Its per-language texts, in the form's order (default: title and HTML content). */
  localised?: readonly LocalisedName[];
  fields: readonly ExtraField[];
  /** The kind's own fields of an item being edited, or a new one's defaults. */
  extraOf: (item: Item | undefined) => Record<string, string>;
  bodyOf: (values: ContentFormValues) => Body;
  /** Columns after the title's. */
  columns: readonly DataTableColumn<Item>[];
  /** Whether the form can edit this item (default: every item); the others can only be deleted. */
  editable?: (item: Item) => boolean;
}
