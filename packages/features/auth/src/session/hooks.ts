// Typed Redux hooks for this feature: the state it reads is `{ auth }` plus the api slice, and
// its dispatch takes the session thunks.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useStoreSelector } from '@portal/api';
import { useDispatch } from 'react-redux';
import type { AuthRootState } from './auth-slice';

export type AuthDispatch = ThunkDispatch<AuthRootState, unknown, UnknownAction>;

export const useAuthDispatch = useDispatch.withTypes<AuthDispatch>();
export const useAuthSelector = useStoreSelector.withTypes<AuthRootState>();
