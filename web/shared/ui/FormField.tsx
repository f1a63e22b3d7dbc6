import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface FormFieldProps extends Omit<Field.RootProps, "children" | "label"> {
  readonly label: ReactNode;
  /** The input, textarea or select, and anything that belongs under it (e.g. a character counter). */
  readonly children: ReactNode;
  /** Shows the required mark after the label (default: when required). */
  readonly requiredMark?: boolean;
  readonly helperText?: ReactNode;
  /** Marks the field invalid and shows the text under it. */
  readonly error?: string | null;
}

/** A labelled form row: the label (with a required mark), the control, then a hint or the error. */
export function FormField({
  label,
  children,
  required,
  requiredMark = required,
  helperText,
  error,
  invalid,
  ...root
}: FormFieldProps) {
  return (
    <Field.Root required={required} invalid={invalid ?? (error ? true : undefined)} {...root}>
      <Field.Label>
        {label}
        {requiredMark && (
          <>
            {" "}
            <Field.RequiredIndicator />
          </>
        )}
      </Field.Label>
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
