// Public API of @portal/feature-lobby. Its screens arrive with the lobby issue; until then the app
// renders an honest empty state for its routes, and this package has no tests to run.
export {};
