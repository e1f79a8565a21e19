// registerCenter: the tenant's username and password rules before any call, the platform's refusal
// translated with the form keeping what was typed, and a new sub-agent's affiliate link.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REGISTRATION_FIELDS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { baseAnswers, PATHS, renderAgent, type Answers } from '../../test/render';
import { RegisterPage } from './register-page';

const RULE = { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 1 };
const OFF = { enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 64 };
const SETTINGS = {
  ...Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, OFF])),
  username: { ...RULE, minLength: 4, maxLength: 12 },
  password: { ...RULE, acceptedPattern: '*', patternId: 0, minLength: 6, maxLength: 20 },
};

async function openForm(answers: Answers) {
  const user = userEvent.setup();
  const rendered = await renderAgent(<RegisterPage />, {
    answers: { ...baseAnswers(), [PATHS.registerSettings]: { value: SETTINGS }, ...answers },
  });
  const form = await screen.findByRole('form', { name: 'Register an account' });
  const fill = async (username: string, password: string, confirm = password) => {
    await user.type(within(form).getByLabelText('Username'), username);
    await user.type(within(form).getByLabelText('Password'), password);
    await user.type(within(form).getByLabelText('Confirm password'), confirm);
  };
  return { ...rendered, user, form, fill };
}

describe('register account', () => {
  it("applies the tenant's username rule before any call", async () => {
    const { user, form, fill, platform } = await openForm({});
    await waitFor(() => expect(platform.calls(PATHS.registerSettings)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await fill('ab', 'secret12');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(
      await within(form).findByText('Start with a letter, then letters or digits, 4 to 12 characters.'),
    ).toBeInTheDocument();
    expect(platform.calls(PATHS.register)).toHaveLength(0);
  });

  it("shows the platform's refusal translated and keeps what was typed", async () => {
    const { user, form, fill, platform } = await openForm({
      [PATHS.register]: { errorCode: 'username_exists', status: 409 },
    });
    await user.selectOptions(within(form).getByLabelText('Account type'), 'agent');
    await fill('taken01', 'secret12');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(platform.calls(PATHS.register).map((call) => call.body)).toEqual([
      { accountType: 'agent', username: 'taken01', password: 'secret12', confirmPassword: 'secret12' },
    ]);
    expect(within(form).getByLabelText('Username')).toHaveValue('taken01');
    expect(within(form).getByLabelText('Password')).toHaveValue('secret12');
    expect(within(form).getByLabelText('Account type')).toHaveValue('agent');
  });

  it("shows a new sub-agent's affiliate link", async () => {
    const member = {
      username: 'sub09',
      nickname: 'sub09',
      type: 2,
      isAgent: true,
      status: 'active',
      level: 1,
      teamCount: 0,
      joinedAt: Date.UTC(2026, 10, 26),
      lastLoginAt: null,
    };
    const { user, form, fill } = await openForm({
      [PATHS.register]: { value: { member, affiliateCode: 'K7PQ2M9X' } },
    });
    await user.selectOptions(within(form).getByLabelText('Account type'), 'agent');
    await fill('sub09', 'secret12');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('The sub-agent sub09 is registered. Its affiliate link is below.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Affiliate link')).toHaveValue('https://aurora.test/register?referralCode=K7PQ2M9X');
    expect(within(form).getByLabelText('Username')).toHaveValue('');
  });
});
