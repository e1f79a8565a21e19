import { describe, expect, it } from 'vitest';
import type { PreparedAnswer } from '../../lib/prepared-answer';
import { CatalogueAnswers } from './catalogue-answers';

const answer = (json: string) => ({ json }) as unknown as PreparedAnswer<'getGameList'>;
const built =
  (json: string, validUntil = Infinity) =>
  async () => ({ answer: answer(json), validUntil });

describe('CatalogueAnswers', () => {
  it('keeps an answer per tenant: two tenants at the same version and key get their own', async () => {
    const answers = new CatalogueAnswers();
    expect((await answers.answer('AUR', 3, 'list', 0, built('aurora'))).json).toBe('aurora');
    expect((await answers.answer('LTS', 3, 'list', 0, built('lotus'))).json).toBe('lotus');
    expect((await answers.answer('AUR', 3, 'list', 1, built('again'))).json).toBe('aurora');
    expect((await answers.answer('LTS', 3, 'list', 1, built('again'))).json).toBe('lotus');
  });

  it('builds afresh at another catalogue version, and once the answer is no longer true', async () => {
    const answers = new CatalogueAnswers();
    await answers.answer('AUR', 3, 'list', 0, built('v3', 100));
    expect((await answers.answer('AUR', 3, 'list', 99, built('other'))).json).toBe('v3');
    expect((await answers.answer('AUR', 3, 'list', 100, built('after the window'))).json).toBe('after the window');
    expect((await answers.answer('AUR', 4, 'list', 100, built('v4'))).json).toBe('v4');
    // A clock set back before an answer was built does not trust it either.
    expect((await answers.answer('AUR', 4, 'list', 50, built('earlier'))).json).toBe('earlier');
  });

  it('forgets the least recently used answers and tenants beyond its bounds', async () => {
    const answers = new CatalogueAnswers(2, 2);
    await answers.answer('AUR', 1, 'a', 0, built('a'));
    await answers.answer('AUR', 1, 'b', 0, built('b'));
    await answers.answer('AUR', 1, 'a', 0, built('a again'));
    await answers.answer('AUR', 1, 'c', 0, built('c'));
    expect((await answers.answer('AUR', 1, 'a', 0, built('a rebuilt'))).json).toBe('a');
    expect((await answers.answer('AUR', 1, 'b', 0, built('b rebuilt'))).json).toBe('b rebuilt');
    await answers.answer('LTS', 1, 'a', 0, built('lotus'));
    await answers.answer('XYZ', 1, 'a', 0, built('third'));
    expect((await answers.answer('AUR', 1, 'a', 0, built('aurora rebuilt'))).json).toBe('aurora rebuilt');
  });
});
