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
