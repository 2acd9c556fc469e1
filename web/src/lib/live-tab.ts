/*
 * This browser tab's name on the live channel (ADR 0114): its writes carry it (LIVE_TAB_HEADER, set by the API
 * client) and its stream names it, so that the server does not tell the tab of a change it made itself. Random and
 * new on each load; it names nothing but the tab.
 */
const tabName = () => Array.from({ length: 4 }, () => Math.random().toString(36).slice(2, 8)).join('');

export const LIVE_TAB = tabName();
