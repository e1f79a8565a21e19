// SearchField: a labelled search box (role searchbox) with a clear button once it holds text.
// Controlled: the owner keeps the value (the lobby keeps it in the URL). Clearing puts the focus
// back in the box; Escape clears too.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { IconButton } from '../icon-button';
import { CloseIcon, SearchIcon } from '../icons';
import { Input } from '../input';

export interface SearchFieldProps {
  /** The visible label, e.g. "Search games". */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The clear button's accessible name, e.g. "Clear search". */
  clearLabel: string;
  placeholder?: string;
  hint?: ReactNode;
  id?: string;
  /** Longest query accepted. */
  maxLength?: number;
}

export function SearchField({
  label,
  value,
  onChange,
  clearLabel,
  placeholder,
  hint,
  id,
  maxLength = 100,
}: SearchFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    inputRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && value) {
      event.preventDefault();
      clear();
    }
  };
  return (
    <Input
      ref={inputRef}
      id={id}
      type="search"
      role="searchbox"
      label={label}
      hint={hint}
      value={value}
      placeholder={placeholder}
      maxLength={maxLength}
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      leadingVisual={<SearchIcon size="sm" />}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      trailingAction={
        value ? <IconButton label={clearLabel} icon={<CloseIcon size="sm" />} size="sm" onClick={clear} /> : undefined
      }
    />
  );
}
