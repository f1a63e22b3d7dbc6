import { type Dispatch, type RefObject, type SetStateAction, useEffect } from "react";

/**
 * Text typed into a pre-rendered form before the app took the page over (web/app/startOnInteraction.ts):
 * hydration keeps it in the fields, but the form's state starts empty, so what shows would not be
 * what is sent. On mount this copies each field's text (by its `name`) into the values; a form the
 * app rendered itself shows its state already, and nothing changes.
 */
export function useTypedBeforeHydration<Values extends { [Name in keyof Values]: string }>(
  form: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<Values>>,
): void {
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    setValues((values) => {
      let typed = values;
      for (const name of Object.keys(values) as (keyof Values & string)[]) {
        const field = fields.namedItem(name);
        if (field instanceof HTMLInputElement && field.value !== values[name])
          typed = { ...typed, [name]: field.value };
      }
      return typed;
    });
  }, [form, setValues]);
}
