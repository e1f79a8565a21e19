// Public API of @portal/contracts: the wire format shared by the portal and the platform.
export * from './modules';
export * from './registration-settings';
export * from './tenant';
