// The feedback form against a recorded platform: the live word count with the tenant's range; too
// few words refused by the form (translated, nothing sent, the text kept); the platform's own
// refusal shown in the visitor's language with the text kept; success empties the form.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { FeedbackForm } from './feedback-form';
import { PATHS, renderSupport } from '../../test/render';

const form = () => screen.getByRole('form', { name: 'Send feedback' });
const content = () => within(form()).getByRole('textbox', { name: /Your feedback/ });

describe('FeedbackForm', () => {
  it('refuses fewer words than the tenant asks for, in words, keeping the text and sending nothing', async () => {
    const { platform } = await renderSupport(<FeedbackForm />, { feedback: { minWords: 3, maxWords: 20 } });
    await userEvent.type(content(), 'Too short');
    expect(within(form()).getByText('Word count: 2 (from 3 to 20)')).toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form()).findByText('Please write at least 3 words.')).toBeInTheDocument();
    expect(content()).toHaveAttribute('aria-invalid', 'true');
    expect(content()).toHaveValue('Too short');
    expect(platform.calls(PATHS.feedback)).toEqual([]);
  });

  it('counts Thai by its words and refuses too few in Thai', async () => {
    const { i18n, platform } = await renderSupport(<FeedbackForm />, { feedback: { minWords: 5, maxWords: 120 } });
    await i18n.changeLanguage('TH');
    onTestFinished(async () => {
      await i18n.changeLanguage('EN');
    });
    const thaiForm = await screen.findByRole('form', { name: 'ส่งข้อเสนอแนะ' });
    const text = within(thaiForm).getByRole('textbox', { name: /ข้อความของคุณ/ });
    // ขอบคุณ มาก ครับ: three words without a space between them.
    await userEvent.type(text, 'ขอบคุณมากครับ');
    expect(within(thaiForm).getByText('จำนวนคำ: 3 (ระหว่าง 5 ถึง 120)')).toBeInTheDocument();
    await userEvent.click(within(thaiForm).getByRole('button', { name: 'ส่งข้อเสนอแนะ' }));
    expect(await within(thaiForm).findByText('กรุณาเขียนอย่างน้อย 5 คำ')).toBeInTheDocument();
    expect(text).toHaveValue('ขอบคุณมากครับ');
    expect(platform.calls(PATHS.feedback)).toEqual([]);
  });

  it('shows the platform’s refusal in the visitor’s words and keeps what was typed', async () => {
    const { platform } = await renderSupport(<FeedbackForm />, {
      feedback: { minWords: 1, maxWords: 20 },
      answers: {
        [PATHS.feedback]: { errorCode: 'feedback_word_count', value: { min: 5, max: 120, words: 4 } },
      },
    });
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: /Type/ }), 'complaint');
    await userEvent.type(content(), 'The page is slow');
    await userEvent.click(within(form()).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write between 5 and 120 words.');
    expect(content()).toHaveValue('The page is slow');
    expect(within(form()).getByRole('combobox', { name: /Type/ })).toHaveValue('complaint');
    expect(platform.calls(PATHS.feedback)).toHaveLength(1);
  });

  it('sends the type, the text and the contact, then thanks and empties the form', async () => {
    const { platform } = await renderSupport(<FeedbackForm />, {
      answers: { [PATHS.feedback]: { value: { id: 7 } } },
    });
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: /Type/ }), 'bug');
    await userEvent.type(content(), '  The balance blinks after a deposit  ');
    await userEvent.type(within(form()).getByRole('textbox', { name: /Contact/ }), 'me@example.com');
    await userEvent.click(within(form()).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you! Your feedback has been sent.')).toBeInTheDocument();
    expect(platform.calls(PATHS.feedback).map((call) => call.body)).toEqual([
      { type: 'bug', content: 'The balance blinks after a deposit', contact: 'me@example.com' },
    ]);
    expect(content()).toHaveValue('');
  });
});
