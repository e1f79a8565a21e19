// Feedback (PUT /wps/feedback, spec §5): its content must have between the tenant's minWords and
// maxWords words (tenant.json `feedback`; aurora 3–200, lotus 5–120), counted with the contracts'
// countWords so Thai written without spaces counts by its words. A refusal stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestPlatform } from './helpers';

describe.each(ENGINES)('feedback (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const stored = (merchant: string) =>
    platform.app.platform.db
      .selectFrom('feedback')
      .select(['type', 'content', 'contact', 'language'])
      .where('merchant_code', '=', merchant)
      .orderBy('id')
      .execute();

  it('refuses content below the minimum word count with feedback_word_count, translated, storing nothing', async () => {
    const before = await stored(AURORA);
    const result = await platform.client(AURORA).call('sendFeedback', { type: 'bug', content: 'Too short' });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      success: false,
      errorCode: 'feedback_word_count',
      value: { min: 3, max: 200, words: 2 },
      message: 'Please write between 3 and 200 words.',
    });
    const vi = await platform.client(AURORA, 'VI').call('sendFeedback', { type: 'bug', content: 'Quá ngắn' });
    expect(vi.body.message).toBe('Vui lòng viết từ 3 đến 200 từ.');
    expect(await stored(AURORA)).toEqual(before);
  });

  it('refuses content above the maximum word count, storing nothing', async () => {
    const before = await stored(AURORA);
    const content = Array.from({ length: 201 }, (_, i) => `w${i}`).join(' ');
    const result = await platform.client(AURORA).call('sendFeedback', { type: 'suggestion', content });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ errorCode: 'feedback_word_count', value: { min: 3, max: 200, words: 201 } });
    expect(await stored(AURORA)).toEqual(before);
  });

  it('counts Thai written without spaces by its words, with the tenant’s own range', async () => {
    const before = await stored(LOTUS);
    // ขอบคุณ มาก ครับ: three words, one "word" between spaces; lotus asks for at least five.
    const short = await platform.client(LOTUS, 'TH').call('sendFeedback', { type: 'other', content: 'ขอบคุณมากครับ' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      errorCode: 'feedback_word_count',
      value: { min: 5, max: 120, words: 3 },
      message: 'กรุณาเขียนระหว่าง 5 ถึง 120 คำ',
    });
    expect(await stored(LOTUS)).toEqual(before);
    // ผม อยาก ให้ เพิ่ม เกม ยิง ปลา อีก: eight words, still no space.
    const content = 'ผมอยากให้เพิ่มเกมยิงปลาอีก';
    const accepted = await platform.client(LOTUS, 'TH').call('sendFeedback', { type: 'suggestion', content });
    expect(accepted.status).toBe(200);
    expect(await stored(LOTUS)).toEqual([...before, { type: 'suggestion', content, contact: null, language: 'TH' }]);
  });

  it('stores accepted feedback once, with its contact', async () => {
    const before = await stored(AURORA);
    const result = await platform.client(AURORA).call('sendFeedback', {
      type: 'complaint',
      content: 'The withdrawal page loads slowly',
      contact: ' me@example.com ',
    });
    expect(result.status).toBe(200);
    expect(result.body.value!.id).toBeGreaterThan(0);
    expect(await stored(AURORA)).toEqual([
      ...before,
      { type: 'complaint', content: 'The withdrawal page loads slowly', contact: 'me@example.com', language: 'EN' },
    ]);
  });

  it('refuses an unknown type with request_param_err, storing nothing', async () => {
    const before = await stored(AURORA);
    const result = await platform
      .client(AURORA)
      .call('sendFeedback', { type: 'praise' as 'other', content: 'A perfectly fine message' });
    expect(result.status).toBe(400);
    expect(result.body.errorCode).toBe('request_param_err');
    expect(await stored(AURORA)).toEqual(before);
  });
});
