// @vitest-environment node
// The app's lint refuses raw HTML (issue 21, item 15): `dangerouslySetInnerHTML` and writing
// `innerHTML` fail `pnpm lint` here, through the app's own eslint.config.js.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));

async function lint(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: APP_DIR });
  const [result] = await eslint.lintText(code, { filePath: `${APP_DIR}src/pages/example.tsx` });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.message);
}

describe('no raw HTML in the back office', () => {
  it('refuses dangerouslySetInnerHTML', async () => {
    const messages = await lint(
      'export function Bad({ html }: { html: string }) {\n  return <div dangerouslySetInnerHTML={{ __html: html }} />;\n}\n',
    );
    expect(messages.some((m) => m.includes('no dangerouslySetInnerHTML'))).toBe(true);
  });

  it('refuses writing innerHTML', async () => {
    const messages = await lint('export function bad(el: HTMLElement, html: string) {\n  el.innerHTML = html;\n}\n');
    expect(messages.some((m) => m.includes('never writes HTML'))).toBe(true);
  });

  it('lets text through', async () => {
    expect(await lint('export function Good({ name }: { name: string }) {\n  return <p>{name}</p>;\n}\n')).toEqual([]);
  });
});
