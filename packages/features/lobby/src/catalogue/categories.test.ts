import { describe, expect, it } from 'vitest';
import { card } from '../../test/render';
import { categoryOfCard, categoryOfKind, listsGames, lobbyCategoriesFrom } from './categories';

describe('lobbyCategoriesFrom', () => {
  const lanes = [
    { title: 'RNG', cards: [card('PG', 'PG Soft', 30), card('JILI', 'JILI', 10)], gameClassify: [] },
    { title: 'LIVE', cards: [], gameClassify: [] },
    {
      title: 'SPORTS',
      cards: [
        card('SBO', 'SBOBET', 40),
        ...['AV', 'AI', 'IMES', 'TF', 'IA'].map((code, n) => card(code, code, 50 + n)),
        ...['SV3', 'DS88', 'DIG', 'WGB'].map((code, n) => card(code, code, 5 + n)),
      ],
      gameClassify: [],
    },
    { title: 'ELOTT', cards: [card('TCG', 'TCG', 20)], gameClassify: [] },
  ];

  it('keeps categories that have vendors, ordered by their first vendor in the sorting list', () => {
    expect(lobbyCategoriesFrom(lanes).map((category) => category.id)).toEqual([
      'COCKFIGHT',
      'RNG',
      'ELOTT',
      'SPORTS',
      'ESPORTS',
    ]);
  });

  it('splits the esports and cockfight vendors out of SPORTS, each category in vendor sort order', () => {
    const byId = Object.fromEntries(
      lobbyCategoriesFrom(lanes).map((category) => [category.id, category.vendors.map((vendor) => vendor.vassalage)]),
    );
    expect(byId.SPORTS).toEqual(['SBO']);
    expect(byId.ESPORTS).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(byId.COCKFIGHT).toEqual(['SV3', 'DS88', 'DIG', 'WGB']);
    expect(byId.RNG).toEqual(['JILI', 'PG']);
    expect(byId.LIVE).toBeUndefined();
  });

  it('gives each category its route and wire lane', () => {
    const esports = lobbyCategoriesFrom(lanes).find((category) => category.id === 'ESPORTS');
    expect(esports).toMatchObject({ path: '/esports', lane: 'SPORTS' });
    expect(categoryOfCard('sports', { vassalage: 'DS88' })).toBe('COCKFIGHT');
    expect(categoryOfCard('RNG', { vassalage: 'IMES' })).toBe('RNG');
    expect(categoryOfCard('UNKNOWN', { vassalage: 'X' })).toBeNull();
  });

  it('maps route kinds to categories and knows which lobbies list games', () => {
    expect(categoryOfKind('COCKFIGHT_GAMES')).toBe('COCKFIGHT');
    expect(categoryOfKind('INHOUSE')).toBeNull();
    expect(listsGames('RNG')).toBe(true);
    expect(listsGames('LIVE')).toBe(false);
    expect(listsGames('INHOUSE')).toBe(true);
  });
});
