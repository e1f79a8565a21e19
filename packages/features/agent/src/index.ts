// Public API of @portal/feature-agent.
export {};
