// Object.groupBy arrived in Node 21; the better-auth CLI uses it. Used only by `npm run auth:schema`.
if (!Object.groupBy) {
  Object.groupBy = (items, keyOf) => {
    const groups = Object.create(null);
    let index = 0;
    for (const item of items) (groups[keyOf(item, index++)] ??= []).push(item);
    return groups;
  };
}
