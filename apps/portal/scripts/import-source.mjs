// Imports a TypeScript module of this package through Vite's module runner, with workspace packages
// resolved to their TypeScript sources (the '@portal/source' export condition). Node alone cannot
// load them: they are TypeScript, with extension-less relative imports.
import { runnerImport } from 'vite';

const SOURCE_CONDITION = '@portal/source';

/**
 * @template T
 * @param {string} file absolute path of the module
 * @param {string} root folder the runner resolves from
 * @returns {Promise<T>}
 */
export async function importSource(file, root) {
  const { module } = await runnerImport(file, {
    root,
    logLevel: 'error',
    environments: { inline: { resolve: { conditions: [SOURCE_CONDITION], noExternal: [/^@portal\//] } } },
  });
  return /** @type {T} */ (module);
}
