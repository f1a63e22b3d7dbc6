import { NativeSelect } from "@chakra-ui/react";
import type { ChangeEventHandler } from "react";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectInputProps {
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: ChangeEventHandler<HTMLSelectElement>;
  /** A first, empty choice (value ""), e.g. "Choose..." or "All statuses". */
  readonly placeholder?: string;
  readonly size?: NativeSelect.RootProps["size"];
  readonly width?: NativeSelect.RootProps["width"];
  /** Needed when no FormField labels the select. */
  readonly "aria-label"?: string;
}

/** A native select (the phone's own picker) drawn the app's way: the choices, then the chevron. */
export function SelectInput({
  value,
  options,
  onChange,
  placeholder,
  size,
  width,
  "aria-label": ariaLabel,
}: SelectInputProps) {
  return (
    <NativeSelect.Root size={size} width={width}>
      <NativeSelect.Field aria-label={ariaLabel} value={value} onChange={onChange}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
