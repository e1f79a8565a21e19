// English texts for feature tests: one i18next instance per set of namespaces (and per test file, as
// Vitest isolates modules), with the language stored nowhere and no <html> to update.
import { createPortalI18n, type NamespaceLoader, type PortalI18n } from '@portal/i18n';

const instances = new WeakMap<object, Promise<PortalI18n>>();

/** The English instance for these namespaces; pass a module constant, so a file shares one instance. */
export function testI18n(namespaces: Readonly<Record<string, NamespaceLoader>>): Promise<PortalI18n> {
  let instance = instances.get(namespaces);
  if (!instance) {
    instance = createPortalI18n({ language: 'EN', namespaces, storage: null, document: null });
    instances.set(namespaces, instance);
  }
  return instance;
}
