// Public API of @portal/api.
export {};
