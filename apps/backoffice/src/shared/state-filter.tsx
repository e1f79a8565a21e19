// A queue's one filter: the state its rows are listed by (or all), in a search landmark. Choosing
// one starts again at the first page (the caller's onChange).
import { Select } from '@portal/ui';
import { FilterBar } from './form-layout';

export interface StateFilterProps<State extends string> {
  /** The landmark's name, e.g. "Redeem filters". */
  name: string;
  label: string;
  /** The choice of every state. */
  allLabel: string;
  states: readonly State[];
  labelOf: (state: State) => string;
  value: State | '';
  onChange: (state: State | '') => void;
}

export function StateFilter<State extends string>({
  name,
  label,
  allLabel,
  states,
  labelOf,
  value,
  onChange,
}: StateFilterProps<State>) {
  return (
    <FilterBar role="search" aria-label={name} onSubmit={(event) => event.preventDefault()}>
      <Select
        label={label}
        value={value}
        placeholder={allLabel}
        options={states.map((state) => ({ value: state, label: labelOf(state) }))}
        onChange={(event) => onChange(event.target.value as State | '')}
      />
    </FilterBar>
  );
}
