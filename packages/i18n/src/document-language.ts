// Keeps <html lang> and <html dir> in step with the current language, so screen readers pronounce
// the text right and right-to-left languages (AR, FA, UR) lay out mirrored.
import { directionOf, toIntlLocale } from './languages';

export function applyDocumentLanguage(code: string, doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  doc.documentElement.lang = toIntlLocale(code);
  doc.documentElement.dir = directionOf(code);
}
