// Public API of @portal/contracts: the wire format shared by the portal and the platform.
export * from './account-types';
export * from './endpoint-routes';
export * from './endpoints';
export * from './envelope';
export * from './error-codes';
export * from './field-rules';
export * from './fields';
export * from './headers';
export * from './member';
export * from './module-ids';
export * from './modules';
export * from './payload-crypto';
export * from './registration-settings';
export * from './session';
export * from './system';
export * from './tenant';
export * from './verification';
