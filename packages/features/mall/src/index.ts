// Public API of @portal/feature-mall.
export {};
