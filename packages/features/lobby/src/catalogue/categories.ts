// The side menu's and the lobby's categories from the vendor call (spec §2 "Left side menu", §3):
// one category per lane that has vendors, the esports (AV, AI, IMES, TF, IA) and cockfight (SV3,
// DS88, DIG, WGB) vendors split out of SPORTS into their own, each category's vendors in sort
// order, and the categories ordered by their first vendor in the vendor sorting list.
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, type VendorCard, type VendorLane } from '@portal/contracts';

export const LOBBY_CATEGORY_IDS = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export type LobbyCategoryId = (typeof LOBBY_CATEGORY_IDS)[number];

/** The route each category opens (spec §2's table; lottery goes to its own screen). */
export const CATEGORY_PATHS: Readonly<Record<LobbyCategoryId, string>> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  LOTT: '/lottery',
  ELOTT: '/elott',
};

export interface LobbyCategory {
  id: LobbyCategoryId;
  path: string;
  /** The lane on the wire (ESPORTS and COCKFIGHT come from SPORTS). */
  lane: string;
  vendors: readonly VendorCard[];
  gameClassify: VendorLane['gameClassify'];
}

function isCategoryId(value: string): value is LobbyCategoryId {
  return (LOBBY_CATEGORY_IDS as readonly string[]).includes(value);
}

const bySort = (a: VendorCard, b: VendorCard) => a.sort - b.sort || a.displayName.localeCompare(b.displayName);

/** The category a vendor card belongs to: its lane, except esports and cockfight vendors of SPORTS. */
export function categoryOfCard(lane: string, card: Pick<VendorCard, 'vassalage'>): LobbyCategoryId | null {
  const title = lane.toUpperCase();
  if (title === 'SPORTS' && ESPORTS_VENDORS.includes(card.vassalage)) return 'ESPORTS';
  if (title === 'SPORTS' && COCKFIGHT_VENDORS.includes(card.vassalage)) return 'COCKFIGHT';
  return isCategoryId(title) ? title : null;
}

export function lobbyCategoriesFrom(lanes: readonly VendorLane[]): LobbyCategory[] {
  const groups = new Map<LobbyCategoryId, LobbyCategory>();
  for (const lane of lanes) {
    for (const card of lane.cards) {
      const id = categoryOfCard(lane.title, card);
      if (!id) continue;
      let group = groups.get(id);
      if (!group) {
        group = {
          id,
          path: CATEGORY_PATHS[id],
          lane: lane.title.toUpperCase(),
          vendors: [],
          gameClassify: lane.gameClassify,
        };
        groups.set(id, group);
      }
      (group.vendors as VendorCard[]).push(card);
    }
  }
  const categories = [...groups.values()].filter((category) => category.vendors.length > 0);
  for (const category of categories) (category.vendors as VendorCard[]).sort(bySort);
  const firstSort = (category: LobbyCategory) => category.vendors[0]?.sort ?? Number.MAX_SAFE_INTEGER;
  return categories.sort(
    (a, b) => firstSort(a) - firstSort(b) || LOBBY_CATEGORY_IDS.indexOf(a.id) - LOBBY_CATEGORY_IDS.indexOf(b.id),
  );
}

/** The lobby kinds of the routes (the app's route table passes them) and the category each shows. */
export const LOBBY_KINDS = [
  'RNG',
  'PVP',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'COCKFIGHT_GAMES',
  'ELOTT',
  'INHOUSE',
] as const;
export type LobbyKind = (typeof LOBBY_KINDS)[number];

/** /cockfightGames lists the cockfight vendors' games; /cockfight shows their vendor cards. */
export function categoryOfKind(kind: LobbyKind): LobbyCategoryId | null {
  if (kind === 'COCKFIGHT_GAMES') return 'COCKFIGHT';
  if (kind === 'INHOUSE') return null;
  return kind;
}

/** Lobbies that list games in a grid (a vendor's tab, search, classifications); the others show vendor cards. */
export function listsGames(kind: LobbyKind): boolean {
  return kind === 'RNG' || kind === 'FISH' || kind === 'PVP' || kind === 'COCKFIGHT_GAMES' || kind === 'INHOUSE';
}
