import type { TabChannel, TabMessage } from '../../src/session/tabs';

/**
 * BroadcastChannel's behaviour between a browser's tabs: a message reaches every other channel of the hub as a copy,
 * later (after `delayMs`, as a busy tab takes its time). `sent` lists every message in the order it was posted.
 */
export function channelHub(delayMs = 0) {
  const open = new Set<TabChannel>();
  const sent: TabMessage[] = [];
  const channel = (): TabChannel => {
    const me: TabChannel = {
      onmessage: null,
      postMessage(message) {
        sent.push(message);
        const copy = JSON.parse(JSON.stringify(message)) as TabMessage;
        for (const other of open)
          if (other !== me) setTimeout(() => other.onmessage?.({ data: copy }), delayMs);
      },
      close() {
        open.delete(me);
      },
    };
    open.add(me);
    return me;
  };
  return { channel, sent };
}

/** localStorage of one browser (shared by its tabs). */
export function flagStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}
