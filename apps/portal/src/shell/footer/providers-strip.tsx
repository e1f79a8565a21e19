// The strip of game providers in the footer: the vendors of the game vendor call
// (GCSGAME_newGameVendor, through @portal/feature-lobby), each once, in the vendor sorting order.
// While the call has not answered (or cannot), the strip is not shown: we do not invent a list.
// The footer is its own chunk, so the lobby's hook is not part of the first paint.
import { useVendorCards } from '@portal/feature-lobby';
import { useTranslation } from '@portal/i18n';
import { Inline } from '@portal/ui';
import { useMemo } from 'react';
import styled from 'styled-components';

export interface GameProvider {
  code: string;
  name: string;
}

export function useGameProviders(): readonly GameProvider[] {
  const vendors = useVendorCards();
  return useMemo(
    () =>
      [...vendors.values()]
        .sort((a, b) => a.sort - b.sort)
        .map((card) => ({ code: card.vassalage, name: card.displayName })),
    [vendors],
  );
}

const Provider = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bg.muted};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export function ProvidersStrip({ providers }: { providers: readonly GameProvider[] }) {
  const { t } = useTranslation('shell');
  if (providers.length === 0) return null;
  return (
    <Inline as="ul" gap="sm" align="stretch" aria-label={t('footer.providers')}>
      {providers.map((provider) => (
        <Provider key={provider.code}>{provider.name}</Provider>
      ))}
    </Inline>
  );
}
