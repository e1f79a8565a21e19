// Public API of @portal/feature-auth.
export {};
