// react-hook-form, as the workspace patches it (patches/react-hook-form@7.92.0.patch): a form's
// mount marks it ready in a transition, not with a synchronous re-render of the whole form inside
// the commit that mounts it (React's Profiler calls such a re-render a "nested-update"). On a
// phone that re-render, and the effects React flushes before it, ran in the task that showed
// /register, the login page or the member centre.
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

function NameForm() {
  const { register } = useForm({ defaultValues: { name: '' } });
  return (
    <form>
      <label>
        Name
        <input {...register('name')} />
      </label>
    </form>
  );
}

describe("a form's first commit", () => {
  it('is not followed by a synchronous re-render of the form', async () => {
    const phases: string[] = [];
    render(
      <Profiler id="form" onRender={(_id, phase) => phases.push(phase)}>
        <NameForm />
      </Profiler>,
    );
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(phases[0]).toBe('mount');
    expect(phases).not.toContain('nested-update');
  });
});
