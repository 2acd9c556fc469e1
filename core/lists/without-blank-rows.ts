/** The rows of a list that are not wholly blank, and where each of them stands in the whole list. */
export type FilledRows<Row> = {
  rows: Row[];
  /** The place in the whole list (blank rows counted) of the filled row at `index`. */
  placeOf: (index: number) => number;
};

/**
 * A list as typed without the rows a person added and left wholly blank (issue 33: they are ignored, not errors);
 * a row with something typed in it stays, to be checked field by field. `placeOf` puts a check's message back on
 * the row where it was typed.
 */
export function withoutBlankRows<Row>(rows: readonly Row[], isBlank: (row: Row) => boolean): FilledRows<Row> {
  const places = rows.flatMap((row, place) => (isBlank(row) ? [] : [place]));
  return { rows: places.map((place) => rows[place] as Row), placeOf: (index) => places[index] ?? index };
}

/** Whether every text of a row is empty or spaces (its other values — a choice, an id — do not count). */
export const isBlankText = (...texts: readonly string[]) => texts.every((text) => text.trim() === '');

/** Of a form's lists, those that lose their blank rows, each with what makes one of its rows blank. */
export type BlankRowRules<Form> = {
  [Key in keyof Form]?: Form[Key] extends readonly (infer Row)[] ? (row: Row) => boolean : never;
};

/** A form without its blank rows, and the way back from a place in it to the place as typed. */
export type FilledForm<Form> = {
  form: Form;
  /** A check's path in `form` ('tiers', 1, 'price') as a path in the form as typed ('tiers', 2, 'price'). */
  pathOf: (path: readonly PropertyKey[]) => PropertyKey[];
};

/**
 * A form as typed without the wholly blank rows of the lists `rules` names (withoutBlankRows, list by list), for a
 * check and a save to read, and `pathOf` to put each message the check gives back on the row where it was typed.
 */
export function withoutBlankRowsIn<Form extends object>(form: Form, rules: BlankRowRules<Form>): FilledForm<Form> {
  const lists = new Map<PropertyKey, FilledRows<unknown>>(
    Object.entries(rules).map(([list, isBlank]) => [
      list,
      withoutBlankRows(form[list as keyof Form] as readonly unknown[], isBlank as (row: unknown) => boolean),
    ]),
  );
  return {
    form: { ...form, ...Object.fromEntries([...lists].map(([list, filled]) => [list, filled.rows])) },
    pathOf: (path) => {
      const [list, index, ...rest] = path;
      const filled = list === undefined ? undefined : lists.get(list);
      return list !== undefined && filled && typeof index === 'number'
        ? [list, filled.placeOf(index), ...rest]
        : [...path];
    },
  };
}
