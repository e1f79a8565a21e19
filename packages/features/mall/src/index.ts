// Public API of @portal/feature-mall. Its screens arrive with the mall issue; until then the app
// renders an honest empty state for its routes, and this package has no tests to run.
export {};
