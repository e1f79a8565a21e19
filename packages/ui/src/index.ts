// Public API of @portal/ui.
export {};
