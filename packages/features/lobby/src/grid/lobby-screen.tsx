// A games lobby (spec §2): /rng, /pvp, /live, /fish, /sports, /esports, /cockfight,
// /cockfightGames, /elott and /inhouse. Lobbies with game lists (slots, fishing, card games,
// cockfight games, in-house) show vendor tabs (/rng?page={vendor}), the name search, the minimum-bet
// filter, the all/favourites/recent views and the classification tabs over the virtualised grid;
// the others show their vendors' cards, each launching its vendor.
import { useGetVendorGameTypesQuery } from '@portal/api';
import { INHOUSE_VENDOR, type Game, type GameClassify, type VendorCard } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import {
  Badge,
  Grid,
  Inline,
  LazyImage,
  SearchField,
  Select,
  Skeleton,
  Tabs,
  ToggleChip,
  ToggleChipLink,
} from '@portal/ui';
import { memo, useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { categoryOfKind, listsGames, type LobbyCategory, type LobbyKind } from '../catalogue/categories';
import { useImageUrl } from '../catalogue/image-url';
import { useLobbyCategories } from '../catalogue/use-vendors';
import { gameToLaunchItem, useGameLauncher, vendorToLaunchItem, type GameLauncher } from '../launch/use-game-launcher';
import { useLobbyHost } from '../shared/lobby-host';
import { LobbyResults } from './lobby-results';
import { LobbyRoot, LobbyTitle, Toolbar, VendorCardButton, VendorRow } from './lobby-styles';
import { FavouriteGames, RecentGames } from './member-lists';
import { PvpRooms } from './pvp-rooms';
import { useLobbyQuery, useSearchText, type LobbyView } from './use-lobby-query';
import { usePrefetchGames, type GameFilters } from './use-game-chunks';

/** The minimum-bet filter's choices (major units): games whose own minimum bet is at most this. */
export const MIN_BET_CHOICES = ['1', '5', '10', '50'] as const;

// The lobby's controls are memoised: a search keystroke re-renders the screen, and nothing but the
// field and the results changes with it.
const VendorTabs = memo(function VendorTabs({
  category,
  path,
  current,
}: {
  category: LobbyCategory;
  path: string;
  current: string;
}) {
  const { t } = useTranslation('lobby');
  return (
    <VendorRow aria-label={t('vendors.label')}>
      <Inline as="ul">
        <li>
          <ToggleChipLink as={Link} to={path} current={!current}>
            {t('vendors.all')}
          </ToggleChipLink>
        </li>
        {category.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <ToggleChipLink
              as={Link}
              to={`${path}?page=${encodeURIComponent(vendor.vassalage)}`}
              current={current === vendor.vassalage}
            >
              {vendor.displayName}
            </ToggleChipLink>
          </li>
        ))}
      </Inline>
    </VendorRow>
  );
});

/** The providers' row kept while they load (the build's first paint has it too): their arrival moves nothing. */
function VendorTabsPending() {
  return (
    <VendorRow aria-hidden="true">
      <Inline as="ul" />
    </VendorRow>
  );
}

const ViewSwitch = memo(function ViewSwitch({
  view,
  onChange,
}: {
  view: LobbyView;
  onChange: (view: LobbyView) => void;
}) {
  const { t } = useTranslation('lobby');
  const host = useLobbyHost();
  const choose = (next: LobbyView) => {
    // Favourites and recent games need a login (spec §5): a visitor gets the login popup.
    if (next === 'all') onChange(next);
    else host.requireLogin(() => onChange(next));
  };
  return (
    <Inline as="ul" aria-label={t('views.label')}>
      {(['all', 'favourites', 'recent'] as const).map((item) => (
        <li key={item}>
          <ToggleChip pressed={view === item} onClick={() => choose(item)}>
            {t(`views.${item}`)}
          </ToggleChip>
        </li>
      ))}
    </Inline>
  );
});

/** The minimum-bet filter: games whose own minimum bet is at most the chosen amount. */
const BetFilter = memo(function BetFilter({ value, onChange }: { value: string; onChange: (bet: string) => void }) {
  const { t } = useTranslation('lobby');
  return (
    <Select
      label={t('filters.minBet')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: '', label: t('filters.anyBet') },
        ...MIN_BET_CHOICES.map((amount) => ({ value: amount, label: t('filters.upTo', { amount }) })),
      ]}
    />
  );
});

function GameListLobby({
  kind,
  category,
  vendorsPending,
  title,
  launcher,
}: {
  kind: LobbyKind;
  category: LobbyCategory | undefined;
  /** The providers' answer has not come yet. */
  vendorsPending: boolean;
  title: string;
  launcher: GameLauncher;
}) {
  const { t } = useTranslation('lobby');
  const [query, update] = useLobbyQuery();
  const [search, setSearch] = useSearchText(
    query.search,
    useCallback((text: string) => update({ search: text }), [update]),
  );
  const path =
    kind === 'INHOUSE' ? '/inhouse' : kind === 'COCKFIGHT_GAMES' ? '/cockfightGames' : (category?.path ?? '/');
  const vendor =
    kind === 'INHOUSE'
      ? INHOUSE_VENDOR
      : query.vendor || (kind === 'COCKFIGHT_GAMES' ? (category?.vendors[0]?.vassalage ?? '') : '');
  // A games lobby's lane is its kind (RNG, FISH, PVP): known before the providers' answer, so the
  // grid's first request is the lane's from the start (not every game's, then the lane's).
  const gameType = kind === 'INHOUSE' || kind === 'COCKFIGHT_GAMES' ? undefined : (category?.lane ?? kind);
  const classifications = useClassifications(category, gameType ? vendor : '', gameType);
  // A classification the tabs do not list (an address typed, or one the picked vendor lacks)
  // filters nothing; until the list is known the address's is taken as it is.
  const classify =
    !classifications || classifications.some((item) => item.key === query.classify) ? query.classify : '';
  const { bet } = query;
  const filtersFor = useCallback(
    (text: string): GameFilters => ({
      ...(gameType ? { gameType } : {}),
      ...(vendor ? { vassalage: vendor } : {}),
      ...(text.trim() ? { gameName: text.trim() } : {}),
      ...(classify ? { gameClassify: classify } : {}),
      ...(bet ? { minBet: Number(bet) } : {}),
    }),
    [gameType, vendor, classify, bet],
  );
  // A keystroke renders the field and the results together: results already fetched (a prefix
  // typed again) paint in the keystroke's own frame, and a new search keeps the tiles it shows
  // (memoised, so not re-rendered) until its answer, whose request the handler starts first.
  // Rendering the results deferred instead cost a frame on every keystroke and put a render of the
  // old tiles on the main thread just as the answer arrived (README: lobby benchmark).
  const filters = useMemo(() => filtersFor(search), [filtersFor, search]);
  const prefetch = usePrefetchGames();
  const onSearch = (text: string) => {
    prefetch(filtersFor(text));
    setSearch(text);
  };
  const changeBet = useCallback((bet: string) => update({ bet }), [update]);
  const changeView = useCallback((view: LobbyView) => update({ view }, { push: true }), [update]);
  const { open } = launcher;
  const launch = useCallback((game: Game) => open(gameToLaunchItem(game)), [open]);
  const gridLabel = t('grid.label', { category: title });
  const results = <LobbyResults filters={filters} label={gridLabel} onLaunch={launch} launching={launcher.launching} />;

  return (
    <>
      {kind !== 'INHOUSE' &&
        (category ? (
          <VendorTabs category={category} path={path} current={query.vendor} />
        ) : (
          vendorsPending && <VendorTabsPending />
        ))}
      <Toolbar>
        <SearchField
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          hint={t('search.hint')}
          clearLabel={t('search.clear')}
          value={search}
          onChange={onSearch}
        />
        <BetFilter value={query.bet} onChange={changeBet} />
      </Toolbar>
      <ViewSwitch view={query.view} onChange={changeView} />
      {kind === 'PVP' && query.view === 'all' && (
        <PvpRooms
          {...(vendor ? { vassalage: vendor } : {})}
          onJoin={(room) =>
            launcher.open({
              vassalage: room.vassalage,
              nodeId: room.nodeId,
              gameName: room.gameName,
              roomId: room.roomId,
              gameType: 'PVP',
            })
          }
        />
      )}
      {query.view === 'favourites' ? (
        <FavouriteGames
          {...(gameType ? { gameType } : {})}
          page={query.listPage}
          onPageChange={(listPage) => update({ listPage })}
          onLaunch={launch}
          launching={launcher.launching}
        />
      ) : query.view === 'recent' ? (
        <RecentGames
          {...(vendor ? { vassalage: vendor } : {})}
          page={query.listPage}
          onPageChange={(listPage) => update({ listPage })}
          onLaunch={launch}
          launching={launcher.launching}
        />
      ) : classifications?.length ? (
        <Tabs
          label={t('classify.label')}
          selectedId={classify || 'all'}
          onSelect={(id) => update({ classify: id === 'all' ? '' : id })}
          items={[
            { id: 'all', label: t('classify.all'), panel: classify ? null : results },
            ...classifications.map((item) => ({
              id: item.key,
              label: item.displayName,
              panel: classify === item.key ? results : null,
            })),
          ]}
        />
      ) : (
        results
      )}
    </>
  );
}

/**
 * The classification tabs: with a vendor picked, that vendor's classifications in the lane
 * (GCSGAME_getVassGameType, spec §7), so a tab never leads to an empty list; otherwise, and until
 * the vendor's answer comes, the category's. Undefined while neither is known.
 */
function useClassifications(
  category: LobbyCategory | undefined,
  vendor: string,
  gameType: string | undefined,
): GameClassify[] | undefined {
  // currentData: the answer for this vendor only, not the previous vendor's while this one loads.
  const { currentData: vendorTypes } = useGetVendorGameTypesQuery({ vassalage: vendor }, { skip: !vendor });
  if (vendorTypes) return vendorTypes.gameTypes.find((type) => type.gameType === gameType)?.gameClassify ?? [];
  return category?.gameClassify;
}

function VendorCards({ category, launcher }: { category: LobbyCategory; launcher: GameLauncher }) {
  const { t } = useTranslation('lobby');
  const imageUrl = useImageUrl();
  const open = (card: VendorCard) => launcher.open(vendorToLaunchItem(card));
  return (
    <Grid as="ul" minItemWidth="12rem" gap="md" aria-label={t('vendors.label')}>
      {category.vendors.map((card) => (
        <li key={card.vassalage}>
          {/* Named by its text (the vendor and its hot badge), as axe's label-content rule wants. */}
          <VendorCardButton type="button" onClick={() => open(card)}>
            <LazyImage src={imageUrl(card.iconUrl)} alt="" aspectRatio="16 / 9" />
            <span>
              {card.displayName} {card.isHot === 1 && <Badge tone="danger">{t('tile.hot')}</Badge>}
            </span>
          </VendorCardButton>
        </li>
      ))}
    </Grid>
  );
}

export interface LobbyScreenProps {
  kind: LobbyKind;
}

export function LobbyScreen({ kind }: LobbyScreenProps) {
  const { t } = useTranslation('lobby');
  const { categories, isLoading, isError } = useLobbyCategories();
  const launcher = useGameLauncher();
  const categoryId = categoryOfKind(kind);
  const category = categoryId ? categories.find((item) => item.id === categoryId) : undefined;
  const title = t(`categories.${kind}`);

  let body;
  if (listsGames(kind))
    body = (
      <GameListLobby kind={kind} category={category} vendorsPending={isLoading} title={title} launcher={launcher} />
    );
  else if (isLoading) body = <Skeleton lines={4} />;
  else if (isError) body = <p role="alert">{t('grid.error')}</p>;
  else if (!category) body = <p>{t('vendors.empty')}</p>;
  else body = <VendorCards category={category} launcher={launcher} />;

  return (
    <LobbyRoot>
      <LobbyTitle>{title}</LobbyTitle>
      {body}
      {launcher.dialogs}
    </LobbyRoot>
  );
}
