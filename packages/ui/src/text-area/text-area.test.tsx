import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TextArea } from './text-area';

function Counted() {
  const [text, setText] = useState('');
  return (
    <TextArea
      label="Remark"
      hint="What happened"
      counter={`${text.length} / 5`}
      counterOver={text.length > 5}
      value={text}
      onChange={(event) => setText(event.target.value)}
      error={text.length > 5 ? 'At most 5 characters' : undefined}
    />
  );
}

describe('TextArea', () => {
  it('is labelled, keeps several lines and is typed into', async () => {
    renderWithTheme(<TextArea label="Feedback" />);
    const area = screen.getByRole('textbox', { name: 'Feedback' });
    await userEvent.type(area, 'one{Enter}two');
    expect(area).toHaveValue('one\ntwo');
    expect(area).not.toHaveAttribute('aria-invalid');
  });

  it('reads its live counter, hint and error with the field, and keeps the text when invalid', async () => {
    renderWithTheme(<Counted />);
    const area = screen.getByRole('textbox', { name: 'Remark' });
    await userEvent.type(area, 'abcdef');
    expect(area).toHaveValue('abcdef');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('6 / 5 What happened At most 5 characters');
    expect(screen.getByText('6 / 5')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a required star and is required', () => {
    renderWithTheme(<TextArea label="Content" required />);
    expect(screen.getByRole('textbox', { name: 'Content' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});
