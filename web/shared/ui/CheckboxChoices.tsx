import { Checkbox, Fieldset, SimpleGrid } from "@chakra-ui/react";

export interface CheckboxChoicesProps<T extends string> {
  readonly legend: string;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly values: readonly T[];
  readonly onChange: (values: T[]) => void;
  readonly required?: boolean;
  /** Marks the group invalid and shows the text under it. */
  readonly error?: string | null;
  readonly columns?: number;
  readonly disabled?: boolean;
}

/** A labelled group of checkboxes for picking several of a few values (services, emirates, vehicle types). */
export function CheckboxChoices<T extends string>({
  legend,
  options,
  values,
  onChange,
  required = false,
  error,
  columns = 2,
  disabled = false,
}: CheckboxChoicesProps<T>) {
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
        {required ? " *" : ""}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: columns }} gap="2" mt="1">
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            size="sm"
            disabled={disabled}
            checked={values.includes(option.value)}
            onCheckedChange={(details) =>
              onChange(
                details.checked === true
                  ? [...values.filter((value) => value !== option.value), option.value]
                  : values.filter((value) => value !== option.value),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
