// One Redux store holds the api's cache and the accounts feature's session slice, under the keys
// the packages read (`portalApi.reducerPath`, `authSlice.reducerPath`).
import { portalApi } from '@portal/api';
import { authSlice } from '@portal/feature-auth';
import { combineReducers, configureStore } from '@reduxjs/toolkit';

const reducer = combineReducers({
  [portalApi.reducerPath]: portalApi.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
});

export function createBrandStore() {
  return configureStore({
    reducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(portalApi.middleware),
  });
}

export type BrandStore = ReturnType<typeof createBrandStore>;
