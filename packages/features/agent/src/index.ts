// Public API of @portal/feature-agent. Its screens arrive with the agent issue; until then the app
// renders an honest empty state for its routes, and this package has no tests to run.
export {};
