// The vendor call (cached), its categories and the vendors' display names.
import { useGetGameVendorsQuery, useModuleEnabled } from '@portal/api';
import type { VendorCard } from '@portal/contracts';
import { useMemo } from 'react';
import { lobbyCategoriesFrom, type LobbyCategory } from './categories';

export function useLobbyCategories(): { categories: readonly LobbyCategory[]; isLoading: boolean; isError: boolean } {
  const enabled = useModuleEnabled('GAMELO3');
  const { data, isLoading, isError } = useGetGameVendorsQuery(undefined, { skip: !enabled });
  const categories = useMemo(() => lobbyCategoriesFrom(data?.data.lanes ?? []), [data]);
  return { categories, isLoading, isError };
}

/** Every vendor card by vendor code (for tile vendor names and the providers strip). */
export function useVendorCards(): ReadonlyMap<string, VendorCard> {
  const { categories } = useLobbyCategories();
  return useMemo(
    () => new Map(categories.flatMap((category) => category.vendors.map((card) => [card.vassalage, card] as const))),
    [categories],
  );
}
