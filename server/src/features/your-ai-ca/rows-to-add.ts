/**
 * The file's rows an account lacks, for rows that have no key of their own (two equal payments can both be real): a
 * row is there already when the account holds as many equal rows (by `keyOf`) as the file has up to it. A fresh account
 * gets every row, the same file imported again adds none, and two equal rows in the file make two rows.
 */
export function rowsToAdd<Row, Kept>(
  fileRows: readonly Row[],
  keptRows: readonly Kept[],
  keyOf: (row: Row | Kept) => string,
): Row[] {
  const kept = new Map<string, number>();
  for (const row of keptRows) kept.set(keyOf(row), (kept.get(keyOf(row)) ?? 0) + 1);
  return fileRows.filter((row) => {
    const left = kept.get(keyOf(row)) ?? 0;
    kept.set(keyOf(row), left - 1);
    return left <= 0;
  });
}
