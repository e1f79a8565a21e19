// The popup list of a VASSALAGE vendor's games (spec §4), paged like the spec's lists (42 a page).
import { useGetGameListQuery } from '@portal/api';
import { DEFAULT_GAME_PAGE_SIZE, type Game } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Modal, Skeleton } from '@portal/ui';
import { useState } from 'react';
import { GameTileList } from '../grid/game-tile-list';

export interface VassalageDialogProps {
  vassalage: string;
  title: string;
  onClose: () => void;
  onPick: (game: Game) => void;
}

export default function VassalageDialog({ vassalage, title, onClose, onPick }: VassalageDialogProps) {
  const { t } = useTranslation('lobby');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useGetGameListQuery({
    vassalage,
    pageNo: page,
    pageSize: DEFAULT_GAME_PAGE_SIZE,
  });
  const heading = t('vassalage.title', { vendor: title });
  return (
    <Modal open onClose={onClose} title={heading} closeLabel={t('launch.close')} size="lg">
      {isLoading && <Skeleton lines={3} />}
      {isError && <p role="alert">{t('grid.error')}</p>}
      {data && data.games.length === 0 && <p>{t('grid.empty')}</p>}
      {data && data.games.length > 0 && (
        <GameTileList
          games={data.games}
          label={heading}
          onLaunch={onPick}
          page={page}
          pageCount={data.totalPages}
          onPageChange={setPage}
        />
      )}
    </Modal>
  );
}
