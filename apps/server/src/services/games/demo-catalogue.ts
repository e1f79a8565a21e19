// The demo game catalogue, seeded into a tenant that has no games yet: slot games across eight
// vendors (10,000 by default, the scale the spec advertises), live, fishing, PVP (with rooms),
// sports, esports (AV, AI, IMES, TF, IA), cockfight (SV3, DS88, DIG, WGB), lottery, e-lottery,
// the Vietnamese lottery (TCG_LOTTO_VN), the sea lottery (TCG_SEA), a VASSALAGE vendor and our
// in-house games (INH: inhouse-slot, inhouse-dice). Names mix Latin with diacritics, Vietnamese and
// Thai so search is exercised. Everything is derived from a seeded PRNG and the game's index, so
// game n has the same name in a catalogue of 160 or of 10,000 (tests rely on names).
// Production seeds only the in-house vendor: operators import their own catalogue.
import { INHOUSE_VENDOR, type GameLane } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database, GameClassificationsTable, GameVendorsTable, NewGame, PvpRoomsTable } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY } from '../../lib/clock';
import { toMinor } from '../../lib/money';
import { searchKey } from '../../lib/search-key';
import { tenantRepositories, tenantsRepository, type TenantRepositories } from '../../repositories/index';

/** mulberry32: a small deterministic PRNG (demo data only; never for anything that needs secrecy). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

type Vendor = Omit<GameVendorsTable, 'merchant_code' | 'updated_at'>;
type GameSeed = Omit<NewGame, 'merchant_code' | 'updated_at'>;

/** The slot vendors the slot games are spread over, in menu order. */
export const DEMO_SLOT_VENDORS: readonly { vassalage: string; displayName: string }[] = [
  { vassalage: 'PG', displayName: 'PG Soft' },
  { vassalage: 'JILI', displayName: 'JILI' },
  { vassalage: 'PP', displayName: 'Pragmatic Play' },
  { vassalage: 'CQ9', displayName: 'CQ9' },
  { vassalage: 'JDB', displayName: 'JDB' },
  { vassalage: 'FC', displayName: 'Fa Chai' },
  { vassalage: 'KA', displayName: 'KA Gaming' },
  { vassalage: 'SPADE', displayName: 'Spadegaming' },
];

// Name parts per script. Vietnamese and Thai carry their diacritics and tone marks on purpose.
const LATIN_ADJ = [
  'Golden',
  'Lucky',
  'Mystic',
  'Royal',
  'Wild',
  'Crystal',
  'Fiery',
  'Ancient',
  'Señor',
  'Café',
  'Crème',
  'Fiesta',
  'Olé',
  'Über',
  'Jolie',
  'Étoile',
  'Brave',
  'Midnight',
  'Emerald',
  'Sakura',
];
const LATIN_NOUN = [
  'Dragon',
  'Fortune',
  'Treasure',
  'Phoenix',
  'Tiger',
  'Jackpot',
  'Piñata',
  'Niño',
  'Château',
  'Fiancée',
  'Pharaoh',
  'Koi',
  'Panda',
  'Samurai',
  'Galaxy',
  'Volcano',
  'Mermaid',
  'Safari',
  'Diamonds',
  'Bonanza',
];
const VI_NOUN = [
  'Rồng',
  'Hổ',
  'Phượng Hoàng',
  'Kho Báu',
  'Thần Tài',
  'Kỳ Lân',
  'Cá Chép',
  'Hoa Sen',
  'Vương Quốc',
  'Đường Lúa',
  'Ngọc Trai',
  'Lộc Phát',
];
const VI_ADJ = ['Vàng', 'Đỏ', 'Bạc', 'Huyền Thoại', 'Thịnh Vượng', 'Đại Phát', 'May Mắn', 'Của Vương'];
const TH_NOUN = ['มังกร', 'เสือ', 'หงส์', 'ช้าง', 'สมบัติ', 'ปลาคาร์ป', 'นาคา', 'กระต่าย'];
const TH_ADJ = ['ทอง', 'นำโชค', 'มหาเฮง', 'เงินล้าน', 'ศักดิ์สิทธิ์', 'ราชา'];
const SUFFIX = ['', '', '', ' II', ' III', ' Deluxe', ' Megaways', ' 2', ' Hold & Win', ' Xmas'];

/** The name of slot game `index` (deterministic). */
export function demoSlotName(index: number): string {
  const random = seededRandom(0x51a7 + index * 7919);
  const script = random();
  let base: string;
  if (script < 0.5) base = `${pick(random, LATIN_ADJ)} ${pick(random, LATIN_NOUN)}`;
  else if (script < 0.75) base = `${pick(random, VI_NOUN)} ${pick(random, VI_ADJ)}`;
  else base = `${pick(random, TH_NOUN)}${pick(random, TH_ADJ)}`;
  return `${base}${pick(random, SUFFIX)}`;
}

const SLOT_CLASSES = ['video-slots', 'classic-slots', 'megaways', 'jackpot', 'bonus-buy'] as const;
const MIN_BETS = [0.01, 0.1, 0.2, 0.5, 1, 1, 2, 5] as const;
const LINES = [1, 5, 9, 10, 20, 25, 25, 30, 40, 50, 243, 1024] as const;

export const DEMO_CLASSIFICATIONS: readonly Omit<GameClassificationsTable, 'merchant_code'>[] = [
  { key: 'video-slots', display_name: 'Video Slots', sort: 1 },
  { key: 'classic-slots', display_name: 'Classic Slots', sort: 2 },
  { key: 'megaways', display_name: 'Megaways', sort: 3 },
  { key: 'jackpot', display_name: 'Jackpot', sort: 4 },
  { key: 'bonus-buy', display_name: 'Bonus Buy', sort: 5 },
  { key: 'baccarat', display_name: 'Baccarat', sort: 10 },
  { key: 'roulette', display_name: 'Roulette', sort: 11 },
  { key: 'sicbo', display_name: 'Sic Bo', sort: 12 },
  { key: 'fishing', display_name: 'Fishing', sort: 20 },
  { key: 'poker', display_name: 'Poker', sort: 30 },
  { key: 'cards', display_name: 'Card Games', sort: 31 },
  { key: 'inhouse', display_name: 'Our Games', sort: 40 },
];

/** Non-slot vendors with their games: [vassalage, display name, lane, accountTypeName, isGame, games]. */
interface OtherVendor {
  vassalage: string;
  displayName: string;
  lane: GameLane;
  accountTypeName?: string;
  isGame?: string;
  isHot?: boolean;
  games: {
    name: string;
    classify?: string;
    code?: string;
    gameCode?: string;
    defaultPlayType?: string;
    minBet?: number;
    lines?: number;
  }[];
}

const liveTables = (prefix: string) => [
  { name: `${prefix} Baccarat A`, classify: 'baccarat' },
  { name: `${prefix} Baccarat Tốc Độ`, classify: 'baccarat' },
  { name: `${prefix} บาคาร่า VIP`, classify: 'baccarat' },
  { name: `${prefix} Roulette Européenne`, classify: 'roulette' },
  { name: `${prefix} Sic Bo Xóc Đĩa`, classify: 'sicbo' },
  { name: `${prefix} Dragon Tiger`, classify: 'baccarat' },
];
const single = (name: string) => [{ name, lines: 0 }];

export const DEMO_OTHER_VENDORS: readonly OtherVendor[] = [
  { vassalage: 'EVO', displayName: 'Evolution', lane: 'LIVE', isHot: true, games: liveTables('EVO') },
  { vassalage: 'SA', displayName: 'SA Gaming', lane: 'LIVE', games: liveTables('SA') },
  { vassalage: 'DG', displayName: 'Dream Gaming', lane: 'LIVE', games: liveTables('DG') },
  {
    vassalage: 'JILIF',
    displayName: 'JILI Fishing',
    lane: 'FISH',
    isHot: true,
    games: [
      'Bắn Cá Rồng',
      'Ocean King',
      'ยิงปลามังกร',
      'Mega Fishing',
      'Jackpot Fishing',
      'Cá Mập Vàng',
      'Happy Fishing',
      'Dinosaur Tycoon',
    ].map((name) => ({ name, classify: 'fishing', minBet: 0.1, lines: 1 })),
  },
  {
    vassalage: 'FG',
    displayName: 'FunGaming Fish',
    lane: 'FISH',
    games: ['Fishing Joy', 'Thần Biển', 'ราชาแห่งท้องทะเล', 'Golden Toad'].map((name) => ({
      name,
      classify: 'fishing',
      minBet: 0.1,
      lines: 1,
    })),
  },
  {
    vassalage: 'KY',
    displayName: 'Kaiyuan Poker',
    lane: 'PVP',
    isHot: true,
    games: ['Tiến Lên Miền Nam', 'Texas Hold’em', 'ป๊อกเด้ง', 'Mậu Binh', 'Blackjack', 'Niu Niu', 'Sâm Lốc', 'ไฮโล'].map(
      (name, i) => ({ name, classify: i % 2 ? 'cards' : 'poker', minBet: 1, lines: 1 }),
    ),
  },
  {
    vassalage: 'V8',
    displayName: 'V8 Poker',
    lane: 'PVP',
    games: ['Phỏm', 'Rummy', 'Dummy ดัมมี่', 'Baccarat Duel'].map((name) => ({
      name,
      classify: 'cards',
      minBet: 1,
      lines: 1,
    })),
  },
  { vassalage: 'SABA', displayName: 'SABA Sports', lane: 'SPORTS', isHot: true, games: single('SABA Sports') },
  { vassalage: 'CMD', displayName: 'CMD368', lane: 'SPORTS', games: single('CMD368 Sports') },
  { vassalage: 'BTI', displayName: 'BTi Sports', lane: 'SPORTS', games: single('BTi Sports') },
  // Esports and cockfight vendors live in the SPORTS lane; the portal shows them as their own categories.
  { vassalage: 'AV', displayName: 'AV Esports', lane: 'SPORTS', games: single('AV Esports') },
  { vassalage: 'AI', displayName: 'AI Esports', lane: 'SPORTS', games: single('AI Esports') },
  { vassalage: 'IMES', displayName: 'IM Esports', lane: 'SPORTS', games: single('IM Esports') },
  { vassalage: 'TF', displayName: 'TF Gaming', lane: 'SPORTS', games: single('TF Gaming Esports') },
  { vassalage: 'IA', displayName: 'IA Esports', lane: 'SPORTS', games: single('IA Esports') },
  { vassalage: 'SV3', displayName: 'SV388', lane: 'SPORTS', games: single('SV388 Đá Gà') },
  { vassalage: 'DS88', displayName: 'DS88', lane: 'SPORTS', games: single('DS88 Cockfight') },
  { vassalage: 'DIG', displayName: 'Digmaan', lane: 'SPORTS', games: single('Digmaan Sabong') },
  { vassalage: 'WGB', displayName: 'WGB Cockfight', lane: 'SPORTS', games: single('WGB ไก่ชน') },
  {
    vassalage: 'LOTT',
    displayName: 'Lottery',
    lane: 'LOTT',
    accountTypeName: 'LOTT',
    // The lottery games the platform draws itself (games/lottery/demo-games.ts): every lottery
    // card of the lobby opens a game that takes bets.
    games: [{ name: 'Xổ Số Miền Nam', gameCode: 'VNMN', defaultPlayType: 'LO2', code: 'VNMN' }],
  },
  {
    vassalage: 'TCGVN',
    displayName: 'Xổ Số Việt Nam',
    lane: 'LOTT',
    accountTypeName: 'TCG_LOTTO_VN',
    games: [{ name: 'Xổ Số Việt Nam', gameCode: 'VNMN', code: 'VNMN' }],
  },
  {
    vassalage: 'TCGSEA',
    displayName: 'SEA Lottery',
    lane: 'LOTT',
    accountTypeName: 'TCG_SEA',
    games: [{ name: 'SEA Lottery', gameCode: 'SEA', code: 'SEA' }],
  },
  {
    vassalage: 'ELOTT',
    displayName: 'E-Lottery',
    lane: 'ELOTT',
    accountTypeName: 'ELOTT',
    games: [
      { name: 'Xổ Số Nhanh 1 Phút', gameCode: 'VN1M', defaultPlayType: 'LO2', code: 'VN1M' },
      { name: 'Fast 5 · Nhanh 5 số · ด่วน 5 หลัก', gameCode: 'FAST5', defaultPlayType: 'BIG_SMALL', code: 'FAST5' },
    ],
  },
  // A vendor whose card opens a popup list of its games instead of launching (isGame VASSALAGE).
  {
    vassalage: 'MGV',
    displayName: 'Microgaming',
    lane: 'RNG',
    isGame: 'VASSALAGE',
    games: ['Mega Moolah', 'Immortal Romance', 'Thunderstruck II', 'Rồng Vàng Microgaming', 'เสือทองคำ', 'Avalon'].map(
      (name) => ({ name, classify: 'video-slots', minBet: 0.25, lines: 25 }),
    ),
  },
];

/** Our in-house games (engineer B's engines play them by game code). */
export const INHOUSE_GAMES = [
  { nodeId: 'INH-SLOT', gameCode: 'inhouse-slot', name: 'Aurora Fruits · Trái Cây · ผลไม้' },
  { nodeId: 'INH-DICE', gameCode: 'inhouse-dice', name: 'Lucky Dice · Xúc Xắc · ลูกเต๋า' },
] as const;

export interface DemoCatalogue {
  vendors: Vendor[];
  games: GameSeed[];
  rooms: Omit<PvpRoomsTable, 'merchant_code'>[];
  classifications: Omit<GameClassificationsTable, 'merchant_code'>[];
}

function inhouseCatalogue(): Pick<DemoCatalogue, 'vendors' | 'games'> {
  return {
    vendors: [
      {
        vassalage: INHOUSE_VENDOR,
        display_name: 'In-house',
        lane: 'RNG',
        is_hot: 1,
        icon_path: null,
        account_type_name: null,
        is_game: null,
        sort: 0,
      },
    ],
    games: INHOUSE_GAMES.map((g, i) => ({
      node_id: g.nodeId,
      game_id: g.gameCode,
      vassalage: INHOUSE_VENDOR,
      game_type: 'RNG',
      game_classify: 'inhouse',
      game_name: g.name,
      name_key: searchKey(g.name),
      min_bet_minor: 10,
      min_line_num: i === 0 ? 5 : 1,
      icon_path: null,
      is_hot: 1,
      is_game: null,
      code: g.gameCode,
      default_play_type: null,
      account_type_name: null,
      game_code: g.gameCode,
      sort: i,
      maintenance_start: null,
      maintenance_end: null,
    })),
  };
}

/** The demo catalogue with `slotGames` slot games (spread evenly over the slot vendors). */
export function demoCatalogue(slotGames: number, now: number): DemoCatalogue {
  const inhouse = inhouseCatalogue();
  const vendors: Vendor[] = [...inhouse.vendors];
  const games: GameSeed[] = [...inhouse.games];
  const rooms: DemoCatalogue['rooms'] = [];
  if (slotGames <= 0)
    return { vendors, games, rooms, classifications: DEMO_CLASSIFICATIONS.filter((c) => c.key === 'inhouse') };

  DEMO_SLOT_VENDORS.forEach((v, i) =>
    vendors.push({
      vassalage: v.vassalage,
      display_name: v.displayName,
      lane: 'RNG',
      is_hot: i < 2 ? 1 : 0,
      icon_path: null,
      account_type_name: null,
      is_game: null,
      sort: 10 + i,
    }),
  );
  for (let index = 0; index < slotGames; index++) {
    const vendor = DEMO_SLOT_VENDORS[index % DEMO_SLOT_VENDORS.length]!;
    const number = Math.floor(index / DEMO_SLOT_VENDORS.length) + 1;
    const random = seededRandom(0xbeef + index * 104729);
    const name = demoSlotName(index);
    games.push({
      node_id: `${vendor.vassalage}-${String(number).padStart(5, '0')}`,
      game_id: `${vendor.vassalage.toLowerCase()}_${number}`,
      vassalage: vendor.vassalage,
      game_type: 'RNG',
      game_classify: pick(random, SLOT_CLASSES),
      game_name: name,
      name_key: searchKey(name),
      min_bet_minor: toMinor(pick(random, MIN_BETS)),
      min_line_num: pick(random, LINES),
      icon_path: null,
      is_hot: random() < 0.03 ? 1 : 0,
      is_game: null,
      code: null,
      default_play_type: null,
      account_type_name: null,
      game_code: null,
      sort: number,
      maintenance_start: null,
      maintenance_end: null,
    });
  }
  // One slot game under maintenance for a month from the seed (the portal's "try other games").
  const maintained = games.find((g) => g.vassalage === 'PG');
  if (maintained) Object.assign(maintained, { maintenance_start: now, maintenance_end: now + 30 * DAY });

  DEMO_OTHER_VENDORS.forEach((v, i) => {
    vendors.push({
      vassalage: v.vassalage,
      display_name: v.displayName,
      lane: v.lane,
      is_hot: v.isHot ? 1 : 0,
      icon_path: null,
      account_type_name: v.accountTypeName ?? null,
      is_game: v.isGame ?? null,
      sort: 100 + i * 10,
    });
    v.games.forEach((g, n) => {
      const nodeId = `${v.vassalage}-${String(n + 1).padStart(3, '0')}`;
      games.push({
        node_id: nodeId,
        game_id: `${v.vassalage.toLowerCase()}_${n + 1}`,
        vassalage: v.vassalage,
        game_type: v.lane,
        game_classify: g.classify ?? null,
        game_name: g.name,
        name_key: searchKey(g.name),
        min_bet_minor: toMinor(g.minBet ?? 1),
        min_line_num: g.lines ?? 1,
        icon_path: null,
        is_hot: v.isHot && n < 2 ? 1 : 0,
        is_game: v.isGame ?? null,
        code: g.code ?? null,
        default_play_type: g.defaultPlayType ?? null,
        account_type_name: v.accountTypeName ?? null,
        game_code: g.gameCode ?? null,
        sort: n + 1,
        maintenance_start: null,
        maintenance_end: null,
      });
      if (v.lane === 'PVP') {
        for (let r = 1; r <= 3; r++) {
          rooms.push({
            room_id: `${nodeId}-R${r}`,
            node_id: nodeId,
            room_name: `${g.name} #${r}`,
            min_bet_minor: 100 * 10 ** (r - 1),
            max_players: r === 3 ? 4 : 6,
            player_count: (n * 3 + r) % 5,
          });
        }
      }
    });
  });
  return { vendors, games, rooms, classifications: [...DEMO_CLASSIFICATIONS] };
}

/** Writes a demo catalogue into one tenant in one transaction. */
export async function writeDemoCatalogue(
  repos: TenantRepositories,
  catalogue: DemoCatalogue,
  now: number,
): Promise<void> {
  await repos.transaction(async (trx) => {
    await trx.vendors.upsertMany(catalogue.vendors.map((v) => ({ ...v, updated_at: now })));
    await trx.classifications.upsertMany(catalogue.classifications);
    await trx.games.upsertMany(catalogue.games.map((g) => ({ ...g, updated_at: now })));
    await trx.pvpRooms.upsertMany(catalogue.rooms);
  });
}

/**
 * Seeds the demo catalogue into every tenant that has no game yet (an operator's imported
 * catalogue is never touched). Returns the milliseconds it took per tenant.
 */
export async function seedDemoCatalogues(
  db: Kysely<Database>,
  slotGames: number,
  clock: Clock,
): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  for (const tenant of await tenantsRepository(db).all()) {
    const repos = tenantRepositories(db, tenant.merchant_code);
    if ((await repos.games.count()) > 0) continue;
    const started = performance.now();
    const now = clock.now();
    await writeDemoCatalogue(repos, demoCatalogue(slotGames, now), now);
    timings[tenant.merchant_code] = Math.round(performance.now() - started);
  }
  return timings;
}
