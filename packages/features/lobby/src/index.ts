// Public API of @portal/feature-lobby.
export {};
