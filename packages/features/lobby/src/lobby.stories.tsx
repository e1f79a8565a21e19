// The lobby in Storybook (apps/storybook), answered by MSW: the slots grid (filled, searched,
// nothing found, loading, failed), a category of provider cards, and Thai and Vietnamese texts.
import { game, VENDORS } from '../test/render-data';
import { screenStory, type StoryAnswers } from '../test/stories';
import { LobbyScreen } from './grid/lobby-screen';

const GAMES = [
  game('PG-1', 'Rồng Vàng', { isHot: 1 }),
  game('PG-2', 'มังกรทอง'),
  game('JILI-1', 'Fortune Gems', { vassalage: 'JILI', minBet: 0.5, minLineNum: 0 }),
  game('JILI-2', 'Super Ace', { vassalage: 'JILI' }),
  game('PG-3', 'Mahjong Ways 2', { isHot: 1 }),
  game('PG-4', 'Treasures of Aztec'),
];

const answers = (games = GAMES): StoryAnswers => ({
  '/wps/relay/GCSGAME_newGameVendor': { value: VENDORS },
  '/wps/relay/GCSGAME_gameList': (url) => {
    const name = url.searchParams.get('gameName');
    const found = name ? games.filter((g) => g.gameName.toLowerCase().includes(name.toLowerCase())) : games;
    return { value: { games: found, totalPages: 1, total: found.length } };
  },
  '/wps/relay/MCSFE_getFavoriteGames': { value: ['PG-2'] },
});

export default {
  title: 'Lobby/Screens',
  component: LobbyScreen,
  parameters: { layout: 'fullscreen' },
};

export const SlotsGrid = screenStory(<LobbyScreen kind="RNG" />, {
  route: '/rng',
  answers: answers(),
  shows: 'Fortune Gems',
});

export const Search = screenStory(<LobbyScreen kind="RNG" />, {
  route: '/rng?q=gems',
  answers: answers(),
  shows: 'Fortune Gems',
});

export const NothingFound = screenStory(<LobbyScreen kind="RNG" />, {
  route: '/rng',
  answers: answers([]),
  shows: 'No games match.',
});

export const Loading = screenStory(<LobbyScreen kind="RNG" />, {
  route: '/rng',
  answers: { ...answers(), '/wps/relay/GCSGAME_gameList': { pending: true } },
});

export const Failed = screenStory(<LobbyScreen kind="RNG" />, {
  route: '/rng',
  answers: { ...answers(), '/wps/relay/GCSGAME_gameList': { errorCode: 'system_error', status: 500 } },
  shows: 'The games could not be loaded.',
});

export const ProviderCategory = screenStory(<LobbyScreen kind="SPORTS" />, {
  route: '/sports',
  answers: answers(),
  shows: 'SBOBET',
});

export const SlotsGridThai = screenStory(<LobbyScreen kind="RNG" />, {
  route: '/rng',
  answers: answers(),
  locale: 'TH',
  shows: 'มังกรทอง',
});

export const SlotsGridVietnamese = screenStory(<LobbyScreen kind="RNG" />, {
  route: '/rng',
  answers: answers(),
  locale: 'VI',
  shows: 'Rồng Vàng',
});
