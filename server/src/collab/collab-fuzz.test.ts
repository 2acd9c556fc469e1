import { COLLAB_FIELD, collabDocumentName } from '@core/idea-page/collab-document';
import * as encoding from 'lib0/encoding';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { openPeer, useCollabPort, type CollabPeer } from '../testing/collab-test-kit';
import { useIdeaPageServer } from '../testing/idea-page-test-kit';
import { TEST_ORIGIN } from '../testing/test-env';

const { started: t, newIdea } = useIdeaPageServer();
const port = useCollabPort(() => t.server);
const peers: CollabPeer[] = [];
afterEach(() => peers.splice(0).forEach((peer) => peer.close()));

/** The y-protocols / Hocuspocus message types (Sync 0, Awareness 1, Auth 2 …; sync step 1 0, step 2 1, update 2). */
const SYNC = 0;
const AWARENESS = 1;
const AUTH = 2;
const UPDATE = 2;

/** A small seeded generator (mulberry32), so a failing run can be repeated. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const message = (write: (encoder: encoding.Encoder) => void) => {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
};

/** Malformed messages for a document: random bytes, truncated headers, unknown types, and updates Yjs cannot read. */
function malformedMessages(name: string, next: () => number): Uint8Array[] {
  const bytes = (length: number) => Uint8Array.from({ length }, () => Math.floor(next() * 256));
  const made: Uint8Array[] = [new Uint8Array(0), Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0xff)];
  for (let round = 0; round < 40; round++) {
    made.push(bytes(1 + Math.floor(next() * 64)));
    made.push(message((e) => (encoding.writeVarString(e, name), encoding.writeVarUint(e, 9 + round))));
    made.push(message((e) => (encoding.writeVarString(e, name), encoding.writeVarUint(e, SYNC))));
    made.push(
      message((e) => {
        encoding.writeVarString(e, name);
        encoding.writeVarUint(e, SYNC);
        encoding.writeVarUint(e, UPDATE);
        encoding.writeVarUint8Array(e, bytes(1 + Math.floor(next() * 200)));
      }),
    );
    made.push(
      message((e) => {
        encoding.writeVarString(e, name);
        encoding.writeVarUint(e, SYNC);
        encoding.writeVarUint(e, 1 + Math.floor(next() * 3));
        encoding.writeVarUint(e, 0xffffff);
      }),
    );
    made.push(
      message((e) => {
        encoding.writeVarString(e, name);
        encoding.writeVarUint(e, AWARENESS);
        encoding.writeVarUint8Array(e, bytes(Math.floor(next() * 50)));
      }),
    );
  }
  return made;
}

describe('the collaboration socket under malformed messages', () => {
  it('never crashes and leaves the document as it was', async () => {
    const idea = await newIdea();
    const page = { ideaId: idea.id, pageId: 'main' };
    const owner = openPeer(port.url, t.ada, page);
    peers.push(owner);
    await owner.write((doc) => {
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText('Kept')]);
      doc.getXmlFragment(COLLAB_FIELD).push([paragraph]);
    });
    const before = owner.doc.getXmlFragment(COLLAB_FIELD).toString();

    const name = collabDocumentName(page);
    const cookie = [...t.ada.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    const socket = new WebSocket(port.url, { headers: { origin: TEST_ORIGIN, cookie } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(
      message((e) => {
        encoding.writeVarString(e, name);
        encoding.writeVarUint(e, AUTH);
        encoding.writeVarUint(e, 0);
        encoding.writeVarString(e, '');
      }),
    );
    // Hocuspocus reports each message it cannot read on the console, and resets that document's connection.
    const reports = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const messages = malformedMessages(name, random(37));
    for (const malformed of messages) {
      if (socket.readyState !== WebSocket.OPEN) break;
      socket.send(malformed);
    }
    socket.close();
    await new Promise((resolve) => socket.once('close', resolve));

    // The server still serves the page to a new peer, with the same content.
    const later = openPeer(port.url, t.ada, page);
    peers.push(later);
    await later.synced;
    expect(later.doc.getXmlFragment(COLLAB_FIELD).toString()).toBe(before);
    expect(owner.doc.getXmlFragment(COLLAB_FIELD).toString()).toBe(before);
    expect(reports).toHaveBeenCalled();
    reports.mockRestore();
  });
});
