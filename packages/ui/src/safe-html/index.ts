export { SafeHtml, sanitizeHtml, type SafeHtmlProps } from './safe-html';
