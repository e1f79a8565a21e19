// The back office's store: the staff API's cache and the session (the bearer token).
import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { opsApi } from '../api/ops-api';
import { initialSessionState, sessionSlice } from '../session/session-slice';

export function createBackofficeStore(language = 'EN') {
  return configureStore({
    reducer: {
      session: sessionSlice.reducer,
      [opsApi.reducerPath]: opsApi.reducer,
    },
    preloadedState: { session: initialSessionState(language) },
    middleware: (getDefault) => getDefault().concat(opsApi.middleware),
  });
}

export type BackofficeStore = ReturnType<typeof createBackofficeStore>;
export type BackofficeState = ReturnType<BackofficeStore['getState']>;
export type BackofficeDispatch = BackofficeStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<BackofficeDispatch>();
export const useAppSelector = useSelector.withTypes<BackofficeState>();
