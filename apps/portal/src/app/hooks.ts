// Typed Redux hooks for the app's components.
import { useStoreSelector } from '@portal/api';
import { useDispatch } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useStoreSelector.withTypes<RootState>();
