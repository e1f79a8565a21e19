// A react-hook-form field whose element the form also keeps, to give it the focus: when a step
// opens, when its method changes, after a code is sent again.
import { useCallback, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The field's props (its ref also kept here) and a function that focuses it. */
export function useFocusableField<N extends string>(
  field: UseFormRegisterReturn<N>,
): [UseFormRegisterReturn<N>, () => void] {
  const element = useRef<HTMLInputElement | null>(null);
  const focus = useCallback(() => element.current?.focus(), []);
  return [
    {
      ...field,
      ref: (node: HTMLInputElement | null) => {
        field.ref(node);
        element.current = node;
      },
    },
    focus,
  ];
}
