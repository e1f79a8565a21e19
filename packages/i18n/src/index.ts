// Public API of @portal/i18n.
export {};
